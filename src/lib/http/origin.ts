/**
 * The same-origin check of lead posts (docs/product.md §7): the `Origin` header, else the `Referer`, must be
 * the site's canonical origin (SITE_URL) or the origin the request itself was addressed to (a
 * preview host or `localhost` during development). Pure.
 */

export type OriginCheck = 'same' | 'cross' | 'unknown'

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * 'same' when the post came from one of our pages, 'cross' when it names another site (or an opaque
 * `null` origin), 'unknown' when the browser sent neither header (old browsers, some privacy tools,
 * scripts): such a post is let through but treated as suspicious.
 */
export function checkOrigin(headers: Headers, requestUrl: string, siteUrl: string): OriginCheck {
  const allowed = new Set([originOf(siteUrl), originOf(requestUrl)].filter(Boolean))
  const origin = headers.get('origin')?.trim()
  if (origin) return allowed.has(originOf(origin)) ? 'same' : 'cross'
  const referer = headers.get('referer')?.trim()
  if (referer) return allowed.has(originOf(referer)) ? 'same' : 'cross'
  return 'unknown'
}
