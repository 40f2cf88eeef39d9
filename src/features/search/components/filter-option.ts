/**
 * An option of the search filters (SearchFilters.tsx): a name that is its own value, or
 * `[value, label]`. Plain strings and pairs keep the page's payload small: every option travels in
 * it once besides the HTML. Plain code: the server builds options with it, the form reads them.
 */
export type FilterOption = string | readonly [value: string, label: string]

export const optionValue = (o: FilterOption): string => (typeof o === 'string' ? o : o[0])

export const optionLabel = (o: FilterOption): string => (typeof o === 'string' ? o : o[1])
