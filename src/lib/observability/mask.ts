/**
 * Masks for personal data in logs (docs/product.md §16): an e-mail keeps its first letter and its domain
 * (`a***@example.com`), a phone number its country code and last four digits (`+91******3210`).
 * Enough to tell two leads apart in a log, not enough to contact anyone.
 */

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g
/** Ten or more digits, optionally after a `+` and with single spaces between: a phone number's shape. */
const PHONE = /\+?\d(?: ?\d){9,14}/g

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email[0]}***${email.slice(at)}`
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length <= 4) return '***'
  const international = phone.trim().startsWith('+')
  // A country code is one to three digits; two covers India (+91) and is never more than asked.
  const keepStart = international ? Math.min(2, digits.length - 4) : 0
  const head = digits.slice(0, keepStart)
  const tail = digits.slice(-4)
  return `${international ? '+' : ''}${head}${'*'.repeat(digits.length - keepStart - 4)}${tail}`
}

/** Masks every e-mail address and phone-number-shaped run of digits in free text (error messages). */
export function maskText(text: string): string {
  return text.replace(EMAIL, (_, first: string, domain: string) => `${first}***@${domain}`).replace(PHONE, (match) => maskPhone(match))
}

/** Masks a value found under a personal-data key: strings by their shape, anything else whole. */
export function maskValue(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('@') ? maskEmail(value) : maskPhone(value)
  if (Array.isArray(value)) return value.map(maskValue)
  return value == null ? value : '[masked]'
}
