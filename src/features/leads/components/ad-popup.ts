/**
 * The ad popup (docs/product.md §6): configured in site data `ad_popup` as JSON
 * `{"enabled": true, "image": "/…jpg", "caption": "…", "delay": 8000, "pages": ["/", "/property/*"]}`,
 * shown after `delay` ms on a matching page, at most once per browser session. Pure.
 */

export const AD_POPUP_ITEM = 'ad_popup'
export const AD_POPUP_SESSION_KEY = 'ad_popup'

export type AdPopupConfig = { image: string; caption: string; delay: number; pages: string[] }

/** The config when enabled and complete; null for a missing, disabled or broken item. */
export function parseAdPopup(raw: string | null | undefined): AdPopupConfig | null {
  if (!raw?.trim()) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  if (v.enabled === false || typeof v.image !== 'string' || !v.image.trim()) return null
  const delay = typeof v.delay === 'number' && Number.isFinite(v.delay) && v.delay >= 0 ? v.delay : 0
  const pages = Array.isArray(v.pages) ? v.pages.filter((p): p is string => typeof p === 'string' && p.startsWith('/')) : ['/*']
  return { image: v.image.trim(), caption: typeof v.caption === 'string' ? v.caption.trim() : '', delay, pages }
}

/** `/property/*` matches every path below `/property/`; `*` alone in a pattern matches any text. */
export function adPopupShowsOn(pages: readonly string[], pathname: string): boolean {
  return pages.some((pattern) => {
    const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)
    return regex.test(pathname)
  })
}
