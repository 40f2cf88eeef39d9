/**
 * Indian price display (docs/product.md §1): amounts in rupees shown in lakh (L, 1,00,000) or crore
 * (Cr, 1,00,00,000) with at most two decimals, trailing zeros dropped: 4500000 → '₹45 L',
 * 12500000 → '₹1.25 Cr', 75000 → '₹75,000'. Other currencies use the locale's compact form.
 *
 * The words come from the page's message catalogue (`Price` in messages/<locale>.json): on Hindi
 * pages '₹45 लाख', '₹2.03 करोड़', '₹45 लाख से शुरू' (docs/product.md §21). English is the default,
 * so callers that show English need not pass them.
 */

/** The words of a price, as messages/<locale>.json's `Price` holds them (`{price}` is the amount). */
export type PriceWords = { lakh: string; crore: string; from: string; upTo: string; onRequest: string }

/** messages/en.json's `Price` (a unit test keeps the two the same). */
export const ENGLISH_PRICE_WORDS: PriceWords = {
  lakh: 'L',
  crore: 'Cr',
  from: 'From {price}',
  upTo: 'Up to {price}',
  onRequest: 'Price on request',
}

const LAKH = 100_000
const CRORE = 10_000_000

function trimmed(value: number): string {
  return String(Math.round(value * 100) / 100)
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

export function formatPrice(amount: number | null | undefined, currency = 'INR', words: PriceWords = ENGLISH_PRICE_WORDS): string | null {
  if (!isAmount(amount)) return null
  if (currency.toUpperCase() !== 'INR') {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount)
    } catch {
      return `${currency} ${amount}`
    }
  }
  if (amount < LAKH) return `₹${Math.round(amount).toLocaleString('en-IN')}`
  const lakh = Math.round((amount / LAKH) * 100) / 100
  // 99.999 L rounds to 100 L, which reads better as 1 Cr.
  if (lakh < 100) return `₹${trimmed(lakh)} ${words.lakh}`
  return `₹${trimmed(amount / CRORE)} ${words.crore}`
}

/** '₹45 L – ₹1.25 Cr'; one side only gives 'From …' / 'Up to …'; nothing gives 'Price on request'. */
export function formatPriceRange(
  minimum: number | null | undefined,
  maximum: number | null | undefined,
  currency = 'INR',
  words: PriceWords = ENGLISH_PRICE_WORDS,
): string {
  const low = formatPrice(minimum, currency, words)
  const high = formatPrice(maximum, currency, words)
  if (low && high) return low === high ? low : `${low} – ${high}`
  if (low) return words.from.replace('{price}', low)
  if (high) return words.upTo.replace('{price}', high)
  return words.onRequest
}
