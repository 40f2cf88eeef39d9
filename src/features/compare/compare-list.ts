/**
 * The compare list (docs/product.md §14): up to four projects a visitor picked with 'Add to compare', kept in
 * the browser, and the `ids` parameter of `/compare` that shows them side by side. Pure: shared by
 * the browser store, the tray and the page.
 */
export const COMPARE_MAX = 4
export const COMPARE_MIN = 2

export type CompareItem = { id: number; name: string }

const ID = /^\d{1,15}$/

/**
 * The ids of a `/compare?ids=` value in their order, without repeats; `rejected` holds the parts
 * that are not ids, `extra` the ids beyond the fourth (both are named on the page, not dropped
 * silently).
 */
export function parseCompareIds(raw: string | string[] | undefined | null): { ids: number[]; rejected: string[]; extra: number[] } {
  const parts = (Array.isArray(raw) ? raw : [raw ?? ''])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '')
  const ids: number[] = []
  const rejected: string[] = []
  for (const part of parts) {
    if (!ID.test(part) || Number(part) < 1) rejected.push(part.slice(0, 32))
    else if (!ids.includes(Number(part))) ids.push(Number(part))
  }
  return { ids: ids.slice(0, COMPARE_MAX), rejected, extra: ids.slice(COMPARE_MAX) }
}

/** `/compare?ids=1,2,3` for a list of ids. */
export function compareHref(ids: readonly number[]): string {
  return `/compare?ids=${ids.join(',')}`
}

export type ToggleResult = { list: CompareItem[]; outcome: 'added' | 'removed' | 'full' }

/** Adds the project, or removes it when it is already there; a fifth is refused (`full`). */
export function toggleCompareItem(list: readonly CompareItem[], item: CompareItem): ToggleResult {
  if (list.some((x) => x.id === item.id)) return { list: list.filter((x) => x.id !== item.id), outcome: 'removed' }
  if (list.length >= COMPARE_MAX) return { list: [...list], outcome: 'full' }
  return { list: [...list, item], outcome: 'added' }
}

/** The stored list, tolerating anything another version of the site (or a person) left there. */
export function parseCompareList(raw: string | null | undefined): CompareItem[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const list: CompareItem[] = []
  for (const entry of value) {
    if (!entry || typeof entry !== 'object') continue
    const { id, name } = entry as Record<string, unknown>
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || list.some((x) => x.id === id)) continue
    list.push({ id, name: typeof name === 'string' ? name.slice(0, 256) : `Project ${id}` })
    if (list.length === COMPARE_MAX) break
  }
  return list
}
