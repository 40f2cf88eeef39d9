/**
 * The content's names in a page's language (docs/product.md §21). Pure, and kept out of
 * locales.ts, which client islands import: only the server translates names.
 */
/**
 * The content's names in a page's language (docs/product.md §21: city, property type, amenity and
 * collection names are localized in the CMS), each keyed by its English name, which the data layer
 * reads, links and filters by. Empty on English pages; a name without a translation is left out,
 * so it falls back to English.
 */
export type ContentNames = {
  city: Readonly<Record<string, string>>
  type: Readonly<Record<string, string>>
  amenity: Readonly<Record<string, string>>
  collection: Readonly<Record<string, string>>
  /** A collection's description, by the collection's English name. */
  collectionDescription: Readonly<Record<string, string>>
}

export const ENGLISH_NAMES: ContentNames = { city: {}, type: {}, amenity: {}, collection: {}, collectionDescription: {} }

/** `english`, the name of a city, type, amenity or collection, in the page's language. */
export function nameIn(names: ContentNames, kind: Exclude<keyof ContentNames, 'collectionDescription'>, english: string): string {
  return Object.hasOwn(names[kind], english) ? names[kind][english]! : english
}

/**
 * `items` with `label`, their name in the page's language, where it differs from the English
 * `name` they keep (a cookie, a filter value and a lead hold the English name).
 */
export function labelled<T extends { name: string }>(
  items: readonly T[],
  names: ContentNames,
  kind: Exclude<keyof ContentNames, 'collectionDescription'>,
): (T & { label?: string })[] {
  return items.map((item) => (Object.hasOwn(names[kind], item.name) ? { ...item, label: names[kind][item.name]! } : item))
}

/** A collection with its name and description in the page's language (each falls back to English). */
export function collectionIn<T extends { name: string; description: string | null }>(collection: T, names: ContentNames): T {
  const description = Object.hasOwn(names.collectionDescription, collection.name) ? names.collectionDescription[collection.name]! : collection.description
  return { ...collection, name: nameIn(names, 'collection', collection.name), description }
}
