/**
 * Recently viewed projects (docs/product.md §14): the ids of the last ten property pages a visitor opened,
 * newest first, kept in the browser. Pure: shared by the recorder on property pages and the lists
 * on the home page and /shortlists.
 */
export const RECENT_MAX = 10

/** The list after viewing `id`: moved (or added) to the front, at most RECENT_MAX. */
export function withViewed(list: readonly number[], id: number): number[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, RECENT_MAX)
}

/** The stored list, tolerating anything another version of the site (or a person) left there. */
export function parseRecentList(raw: string | null | undefined): number[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const ids: number[] = []
  for (const id of value) {
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id)
    if (ids.length === RECENT_MAX) break
  }
  return ids
}
