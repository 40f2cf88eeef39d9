/**
 * The search filters' visible strings (docs/product.md §5, §21), messages/<locale>.json `Filters`:
 * the page passes its language's strings from the server, so no catalogue reaches the browser.
 * English is word for word the §5 form (src/features/i18n/catalogues.test.ts).
 */
export type FilterStrings = (typeof import('../../../../messages/en.json'))['Filters']
