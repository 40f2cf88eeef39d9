/**
 * Which change of a property may interest saved searches (docs/product.md §14): it became published (or was
 * created published), its minimum price went down, or it has an active offer that is new or runs
 * longer than before. Pure: the Properties hook calls it with the stored documents.
 */
import { isOfferActive, validityDay } from '../offers/offer'

export type PropertyEventKind = 'published' | 'price-drop' | 'offer'

export type PropertyState = {
  published?: boolean | null
  price_range_minimum?: number | null
  offer_available?: string | null
  offer_validity?: string | null
}

/** The one event a change records (the first that applies in this order), or null. */
export function propertyEventKind(
  previous: PropertyState | null | undefined,
  doc: PropertyState,
  now: Date,
  timeZone: string,
): PropertyEventKind | null {
  if (doc.published === false) return null
  const wasPublished = previous != null && previous.published !== false
  if (!wasPublished) return 'published'
  const before = previous.price_range_minimum
  const after = doc.price_range_minimum
  if (typeof before === 'number' && typeof after === 'number' && after < before) return 'price-drop'
  if (isOfferActive(doc.offer_validity, now, timeZone)) {
    const hadOffer = isOfferActive(previous.offer_validity, now, timeZone)
    const newText = (doc.offer_available ?? '').trim() !== (previous.offer_available ?? '').trim()
    const longer = (validityDay(doc.offer_validity, timeZone) ?? '') > (validityDay(previous.offer_validity, timeZone) ?? '')
    if (!hadOffer || newText || longer) return 'offer'
  }
  return null
}
