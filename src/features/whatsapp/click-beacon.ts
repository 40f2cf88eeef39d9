/**
 * Counts WhatsApp button clicks (docs/product.md §15) from the site shell: one delegated listener (LeadHost)
 * rather than a client component per button, so property pages ship a few bytes for it. The link
 * opens at once; the beacon goes out beside it and survives the page being left.
 */
export const WHATSAPP_PROPERTY_ATTRIBUTE = 'data-whatsapp-property'

export function listenForWhatsAppClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const id = (event.target as Element | null)?.closest?.(`a[${WHATSAPP_PROPERTY_ATTRIBUTE}]`)?.getAttribute(WHATSAPP_PROPERTY_ATTRIBUTE)
    if (id) navigator.sendBeacon('/forms/whatsapp-click', new URLSearchParams({ property: id }))
  }
  document.addEventListener('click', onClick)
  return () => document.removeEventListener('click', onClick)
}
