/**
 * What a property card shows (src/features/properties/components/PropertyCard.tsx), made on the
 * server from a `PropertySummary`: only the texts and the image the card renders. The card is a
 * client island, so this is all a list page carries per card in its React payload besides the HTML.
 */
import { packImage, type PackedImage } from '../media/packed-image'
import type { ResponsiveImage } from '../media/image'
import { formatBhkList } from './bhk'
import { fillIn } from '../i18n/fill'
import { localizedPath, type PageLanguage } from '../i18n/locales'
import { nameIn } from '../i18n/content-names'
import { formatPriceRange } from './price'
import { offerText, type PropertySummary, statusLabel } from './summary'

export type CardData = {
  id: number
  name: string
  url: string
  /** 'City · by Builder', or whichever of the two is known. */
  place: string
  price: string
  /** '2, 3 BHK'. */
  bhk?: string
  status?: string
  /** The offer text, on lists that show offers. */
  offer?: string
  /** Packed where its copies allow (`unpackImage` in the card). */
  image?: ResponsiveImage | PackedImage
}

const byBuilder = (name: string, language?: PageLanguage) => (language ? fillIn(language.card.cardBy, { builder: name }) : `by ${name}`)

/** Fields a card does not show are left out rather than null: every byte is sent once per card. */
export function toCardData(
  property: PropertySummary,
  { showOffer = false, language }: { showOffer?: boolean; /** The page's language (docs/product.md §21); English without. */ language?: PageLanguage } = {},
): CardData {
  const card: CardData = {
    id: property.id,
    name: property.name,
    url: language ? localizedPath(property.url, language.locale) : property.url,
    place: [property.city && (language ? nameIn(language.names, 'city', property.city.name) : property.city.name), property.builder?.name && byBuilder(property.builder.name, language)].filter(Boolean).join(' · '),
    price: formatPriceRange(property.priceMinimum, property.priceMaximum, property.currency, language?.price),
  }
  const bhk = formatBhkList(property.bhk)
  const status = statusLabel(property.status, language?.card)
  if (bhk) card.bhk = bhk
  if (status) card.status = status
  const offer = showOffer ? offerText(property, language?.locale ?? 'en') : null
  if (offer) card.offer = offer
  if (property.image) card.image = packImage(property.image)
  return card
}
