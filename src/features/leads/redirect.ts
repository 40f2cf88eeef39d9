/**
 * Where a plain HTML lead post is sent back to (docs/product.md §7): the page the form was on, taken from
 * `zf_redirect_url` only when that is a path on this site, else from the Referer when it is on this
 * site, else `/`; the hash removed and `submission=success` added. An off-site target is never used.
 * Pure: safe to import from browser and server code.
 */

export const SUBMISSION_PARAM = 'submission'
export const SUBMISSION_SUCCESS = 'success'

/** Any C0 control character, DEL, or a backslash (which browsers read as `/` in special URLs). */
const UNSAFE = /[\u0000-\u001f\u007f\\]/

function originOf(siteUrl: string): URL {
  try {
    return new URL(siteUrl)
  } catch {
    // A broken site URL must not open a door: with a placeholder origin only plain paths pass.
    return new URL('http://invalid.invalid')
  }
}

/**
 * The candidate as a URL on this site, or undefined when it points elsewhere or could: protocol-
 * relative (`//evil.com`), another origin, `javascript:` and other schemes, bare relative paths,
 * backslashes, control characters, credentials, or a path that normalises to `//…` (`/.//evil.com`).
 */
export function toSiteUrl(candidate: string | null | undefined, siteUrl: string): URL | undefined {
  const value = candidate?.trim() ?? ''
  if (value === '' || UNSAFE.test(value)) return undefined
  const site = originOf(siteUrl)
  let url: URL
  try {
    if (value.startsWith('/')) {
      if (value.startsWith('//')) return undefined
      url = new URL(value, site.origin)
    } else {
      url = new URL(value)
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    }
  } catch {
    return undefined
  }
  if (url.origin !== site.origin || url.username !== '' || url.password !== '') return undefined
  if (url.pathname.startsWith('//')) return undefined
  return url
}

/** The path and query to answer a successful no-JavaScript post with (a `303` Location). */
export function safeRedirectPath(
  zfRedirectUrl: string | null | undefined,
  referer: string | null | undefined,
  siteUrl: string,
): string {
  const url = toSiteUrl(zfRedirectUrl, siteUrl) ?? toSiteUrl(referer, siteUrl) ?? new URL('/', originOf(siteUrl).origin)
  // set() replaces every existing `submission` value and keeps the other parameters in order.
  url.searchParams.set(SUBMISSION_PARAM, SUBMISSION_SUCCESS)
  return `${url.pathname}${url.search}`
}
