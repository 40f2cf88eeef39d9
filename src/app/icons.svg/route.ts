import { iconSprite } from '@/components/icon-set'

// Built once at `next build` and served as a file: the sprite depends on nothing but the source.
export const dynamic = 'force-static'

/**
 * The icon sprite (src/components/icon-set.ts). Its URL carries a hash of the icon set
 * (`?v=`, next.config.ts), so browsers may keep it for a year.
 */
export function GET(): Response {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
