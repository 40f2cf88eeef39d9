/** Links of the floating help menu (docs/product.md §6), built from site data. Pure. */

/** 'tel:' and the number's digits, keeping one leading '+'; null without digits. */
export function telHref(phone: string | null | undefined): string | null {
  const raw = (phone ?? '').trim()
  const digits = raw.replace(/\D/g, '')
  if (digits === '') return null
  return `tel:${raw.startsWith('+') ? '+' : ''}${digits}`
}

/**
 * The WhatsApp bot link with `text` set to the prefilled message, whether or not the configured
 * link already has a query. A bare phone number becomes a wa.me link. Null when nothing usable.
 */
export function whatsappHref(bot: string | null | undefined, text: string): string | null {
  const raw = (bot ?? '').trim()
  if (raw === '') return null
  let url: URL
  if (/^\+?[\d\s-]+$/.test(raw)) {
    url = new URL(`https://wa.me/${raw.replace(/\D/g, '')}`)
  } else {
    try {
      url = new URL(/^[a-z][a-z\d+.-]*:/i.test(raw) ? raw : `https://${raw}`)
    } catch {
      return null
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:' && url.protocol !== 'whatsapp:') return null
  }
  url.searchParams.delete('text')
  const rest = url.searchParams.toString()
  // encodeURIComponent writes spaces as %20, which every WhatsApp client reads as a space.
  url.search = `${rest ? `${rest}&` : ''}text=${encodeURIComponent(text)}`
  return url.toString()
}
