/**
 * Indian price display (SPEC §1): amounts in rupees shown in lakh (L, 1,00,000) or crore
 * (Cr, 1,00,00,000) with at most two decimals, trailing zeros dropped: 4500000 → '₹45 L',
 * 12500000 → '₹1.25 Cr', 75000 → '₹75,000'. Other currencies use the locale's compact form.
 */

const LAKH = 100_000
const CRORE = 10_000_000

function trimmed(value: number): string {
  return String(Math.round(value * 100) / 100)
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

export function formatPrice(amount: number | null | undefined, currency = 'INR'): string | null {
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
  if (lakh < 100) return `₹${trimmed(lakh)} L`
  return `₹${trimmed(amount / CRORE)} Cr`
}

/** '₹45 L – ₹1.25 Cr'; one side only gives 'From …' / 'Up to …'; nothing gives 'Price on request'. */
export function formatPriceRange(
  minimum: number | null | undefined,
  maximum: number | null | undefined,
  currency = 'INR',
): string {
  const low = formatPrice(minimum, currency)
  const high = formatPrice(maximum, currency)
  if (low && high) return low === high ? low : `${low} – ${high}`
  if (low) return `From ${low}`
  if (high) return `Up to ${high}`
  return 'Price on request'
}
