/**
 * The WhatsApp click-to-chat link of property pages (docs/product.md §15): `https://wa.me/<digits>?text=<message>`.
 * wa.me wants the full international number as digits only: no `+`, spaces, dashes or brackets.
 * Pure: unit-tested in wa-link.test.ts.
 */

export const WHATSAPP_NUMBER_ITEM = 'whatsapp_number'

/** The digits of site data `whatsapp_number`, or null when it holds no plausible number (8–15 digits). */
export function whatsAppDigits(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/\D/g, '').replace(/^00/, '')
  return digits.length >= 8 && digits.length <= 15 ? digits : null
}

/** The visitor's opening message, naming the project (and its city when known). */
export function whatsAppMessage(project: string, city?: string | null): string {
  return `Hi, I am interested in ${[project.trim(), city?.trim()].filter(Boolean).join(', ')}. Please share details.`
}

/** `https://wa.me/<digits>?text=<url-encoded message>`, or null without a usable number. */
export function whatsAppLink(number: string | null | undefined, project: string, city?: string | null): string | null {
  const digits = whatsAppDigits(number)
  if (!digits) return null
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsAppMessage(project, city))}`
}
