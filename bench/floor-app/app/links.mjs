// The forty links both floor pages show (the Next floor app and the plain HTML page of
// scripts/lighthouse-floor.ts), so the two differ only in the runtime.
export const FLOOR_LINKS = Array.from({ length: 40 }, (_, i) => ({
  href: `/city-${i + 1}`,
  label: `Projects in city ${i + 1}`,
}))
