/**
 * What the site's link navigator (src/components/site/LinkNavigator.tsx) does with a link
 * (src/components/Link.tsx): follow a click within the page, prefetch on intent. Plain functions of
 * the event and the link, so the rules are tested without a browser.
 */

/** The attribute marking a site link; its value is empty, or NO_PREFETCH. */
export const NAV_ATTRIBUTE = 'data-nav'
export const NO_PREFETCH = 'no-prefetch'

export type ClickLike = { defaultPrevented: boolean; button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }
export type AnchorLike = { href: string; target: string; hasAttribute(name: string): boolean; getAttribute(name: string): string | null }
export type Here = { origin: string; pathname: string; search: string }

/**
 * Where a click on a link goes within the page (path, query and hash on this origin), or null when
 * the browser follows it itself: a handler already took the click, another button or a modifier
 * key (a new tab or window), another target or a download, another origin, a jump within this page.
 */
export function inPageTarget(event: ClickLike, anchor: AnchorLike, here: Here): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  if (!anchor.hasAttribute(NAV_ATTRIBUTE) || anchor.hasAttribute('download')) return null
  if (anchor.target !== '' && anchor.target !== '_self') return null
  const url = new URL(anchor.href, here.origin)
  if (url.origin !== here.origin) return null
  if (url.hash !== '' && url.pathname === here.pathname && url.search === here.search) return null
  return url.pathname + url.search + url.hash
}

/** The page to prefetch when the visitor shows intent to follow a link, or null (not a site link, marked not to, another origin). */
export function prefetchTarget(anchor: AnchorLike, origin: string): string | null {
  const mark = anchor.getAttribute(NAV_ATTRIBUTE)
  if (mark === null || mark === NO_PREFETCH) return null
  const url = new URL(anchor.href, origin)
  return url.origin === origin ? url.pathname + url.search : null
}
