import { HELP_ICON_DESKTOP_MS, HELP_ICON_MOBILE_MS } from '../../lib/site'

/** How often the help button's icon changes (docs/product.md §6); null means it stays still. */
export function helpIconIntervalMs({ mobile, reducedMotion }: { mobile: boolean; reducedMotion: boolean }): number | null {
  if (reducedMotion) return null
  return mobile ? HELP_ICON_MOBILE_MS : HELP_ICON_DESKTOP_MS
}
