/**
 * Pure pieces of the search SQL (docs/product.md §5), kept apart so they are unit-tested: the stored spellings
 * a BHK filter value matches, and LIKE patterns for the text filter.
 */

/**
 * The stored bhk texts equal in number to a filter value: "2" matches "2", "2.0" and "2.00";
 * "2.5" matches "2.5" and "2.50". Text equality keeps the floor-plan bhk index usable, and "10"
 * never matches "1" or "100".
 */
export function bhkVariants(value: string): string[] {
  const n = Number(value.trim())
  if (!Number.isFinite(n) || n < 0) return [value.trim()]
  const plain = String(n)
  const variants = new Set([value.trim(), plain])
  if (Number.isInteger(n)) {
    variants.add(`${plain}.0`)
    variants.add(`${plain}.00`)
  } else if (/^\d+\.\d$/.test(plain)) {
    variants.add(`${plain}0`)
  }
  return [...variants]
}

/** A LIKE pattern (escape character `\`) for a substring, or a prefix, of an already lower-cased text. */
export function likePattern(text: string, kind: 'substring' | 'prefix' = 'substring'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`)
  return kind === 'prefix' ? `${escaped}%` : `%${escaped}%`
}
