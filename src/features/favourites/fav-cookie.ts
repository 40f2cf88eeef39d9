/**
 * The `fav` cookie of docs/product.md §8: a JSON list of property ids, for every visitor. Shared by the browser
 * (hearts, shortlists) and the server (/api/favourites, the sign-in merge), so both read and write
 * one format: the JSON text, URI-encoded so it is a valid cookie value.
 */
export const FAV_COOKIE = 'fav'
export const FAV_CHANNEL = 'fav'
export const FAV_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
/** More than anyone shortlists; keeps the cookie far below the 4 kB a browser keeps. */
export const FAV_MAX_IDS = 200

/** Positive whole numbers, first occurrence kept, in order, at most FAV_MAX_IDS. */
export function normaliseFavIds(values: readonly unknown[]): number[] {
  const seen = new Set<number>()
  for (const value of values) {
    const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) seen.add(id)
    if (seen.size >= FAV_MAX_IDS) break
  }
  return [...seen]
}

/** The ids in a cookie value; anything unreadable counts as an empty list. */
export function parseFavCookie(raw: string | null | undefined): number[] {
  if (!raw) return []
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    // Not URI-encoded (a list written by hand): read it as it is.
  }
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? normaliseFavIds(parsed) : []
  } catch {
    return []
  }
}

export function serializeFavCookie(ids: readonly number[]): string {
  return encodeURIComponent(JSON.stringify(normaliseFavIds(ids)))
}

/** The deduplicated merge of two lists, the first list's order first. */
export function mergeFavIds(first: readonly number[], second: readonly number[]): number[] {
  return normaliseFavIds([...first, ...second])
}

/** The `fav` value in a Cookie header. */
export function favFromCookieHeader(header: string | null | undefined): number[] {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === FAV_COOKIE) return parseFavCookie(part.slice(eq + 1).trim())
  }
  return []
}

/** A Set-Cookie value for the list: site-wide, a year, readable by the page's script. */
export function favSetCookie(ids: readonly number[], secure: boolean): string {
  return [
    `${FAV_COOKIE}=${serializeFavCookie(ids)}`,
    'Path=/',
    `Max-Age=${FAV_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
