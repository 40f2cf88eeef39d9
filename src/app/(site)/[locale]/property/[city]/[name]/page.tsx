import { nameIn } from '@/features/i18n/content-names'
import { localizedPath } from '@/features/i18n/locales'
import { messagesOf, translator } from '@/features/i18n/messages.server'
import { languageOfPage } from '@/features/i18n/page-language.server'
import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { JsonLd } from '@/components/JsonLd'
import { getCities } from '@/features/cities/cities.server'
import { EnquiryPageContext } from '@/features/enquiry/EnquiryPageContext'
import { getMapTiles } from '@/features/maps/map-settings.server'
import { getSiteData } from '@/features/site-data/site-data.server'
import { isOfferActive, isOfferActiveOn, validityDay } from '@/features/offers/offer'
import { getOfferDay } from '@/features/offers/offers.server'
import { PropertyDetailView } from '@/features/properties/components/PropertyDetailView'
import { formatBhkList } from '@/features/properties/bhk'
import { formatPriceRange } from '@/features/properties/price'
import { getPropertyBySlug, getSimilarProperties } from '@/features/properties/properties.server'
import { canonicalSegment } from '@/features/properties/route-params'
import { RERA_PORTALS_ITEM, reraPortalFor } from '@/features/rera/rera-portals'
import { localeOfParams, localizedMetadata, pageMetadata } from '@/features/seo/metadata'
import { openDays } from '@/features/site-visits/choices'
import { bookingDays, visitingHours } from '@/features/site-visits/hours'
import { absoluteUrl, breadcrumbList, faqPage, realEstateListing } from '@/features/seo/structured-data'
import { WHATSAPP_NUMBER_ITEM, whatsAppLink } from '@/features/whatsapp/wa-link'
import { notFoundUnlessUnavailable } from '@/lib/db/availability.server'
import { env } from '@/lib/env'

type Props = { params: Promise<{ locale?: string; city: string; name: string }> }

/**
 * Rendered per request (ADR 027): the response cache of the production server keeps the answer
 * for docs/product.md §9's 4-hour safety net (src/features/routing/rules.ts, `sharedPageSeconds`), or until
 * the day ends in the site's time zone when the page shows an offer (getOfferDay), and drops it
 * when content changes. Next's own
 * ISR write (the payload split into per-segment prefetch data, then stored) was a quarter of the
 * time of a first render.
 */
export const dynamic = 'force-dynamic'

/**
 * Three similar projects, one row on a wide screen: each card costs the page about 1.3 kB of HTML
 * (markup and its React payload), and with the WhatsApp and site-visit buttons a fourth took the
 * richest demo property over its 100 kB budget (docs/product.md §13).
 */
const SIMILAR_LIMIT = 3

async function loadProperty(params: Props['params']) {
  const { city: citySegment, name: nameSegment } = await params
  const city = canonicalSegment(citySegment)
  const name = canonicalSegment(nameSegment)
  if (!city.slug || !name.slug) notFound()
  if (!city.isCanonical || !name.isCanonical) permanentRedirect(`/property/${city.slug}/${name.slug}`)
  // A content read that failed finds nothing too (docs/product.md §11): an outage is not taken for a missing page.
  const cityRef = (await getCities()).find((c) => c.slug === city.slug)
  if (!cityRef) return notFoundUnlessUnavailable()
  // Its texts (description, offer, alert, FAQ) in the page's language, English where none is written.
  const property = await getPropertyBySlug(cityRef.id, name.slug, await localeOfParams(params))
  if (!property) return notFoundUnlessUnavailable()
  return property
}

async function metadataOf({ params }: Props): Promise<Metadata> {
  const property = await loadProperty(params)
  const { locale, names, price: priceWords } = await languageOfPage(params)
  const t = translator(locale, 'Property')
  const price = formatPriceRange(property.priceMinimum, property.priceMaximum, property.currency, priceWords)
  const bhk = formatBhkList(property.bhk)
  const place = {
    name: property.name,
    city: property.city ? nameIn(names, 'city', property.city.name) : 'none',
    builder: property.builder?.name ?? 'none',
  }
  const ogImage = property.images[0] ?? property.image
  return pageMetadata({
    title: t('metaTitle', place),
    description: [
      t('metaLead', place),
      bhk ? t('metaHomes', { bhk }) : null,
      t('metaPrice', { price }),
      property.reraNumber ? t('metaRera', { rera: property.reraNumber }) : null,
    ]
      .filter(Boolean)
      .join(' '),
    path: property.url,
    image: ogImage
      ? { url: absoluteUrl(env().SITE_URL, ogImage.src), width: ogImage.width, height: ogImage.height, alt: ogImage.alt }
      : null,
  })
}

export default async function PropertyPage({ params }: Props) {
  const property = await loadProperty(params)
  const timeZone = env().SITE_TIME_ZONE
  // An offer that is over stays over; only a page that shows one reads the day through
  // getOfferDay, which gives it a one-minute lifetime.
  const offerActive =
    Boolean(property.offer) &&
    isOfferActive(property.offerValidity, new Date(), timeZone) &&
    isOfferActiveOn(property.offerValidity, await getOfferDay(), timeZone)
  const siteUrl = env().SITE_URL
  const [similar, mapTiles, cities, siteData] = await Promise.all([
    property.cityId !== null
      ? getSimilarProperties(property.id, property.cityId, property.builderId, property.priceMinimum, SIMILAR_LIMIT)
      : Promise.resolve([]),
    getMapTiles(),
    getCities(),
    getSiteData(),
  ])
  const state = cities.find((c) => c.id === property.cityId)?.state
  const reraPortal = property.reraNumber ? reraPortalFor(state, siteData[RERA_PORTALS_ITEM]) : null
  // Site visits (docs/product.md §15): the open days as of this render; the live form asks for free places.
  const hours = visitingHours(siteData, property.visitingHours)
  const now = new Date()
  const open = openDays(hours, now, timeZone)
  const days = bookingDays(now, timeZone)
  const visit = open.length > 0 ? { first: days[0]!, closed: days.flatMap((day, i) => (open.includes(day) ? [] : [i])) } : null
  // The structured data describes this page: its language's URLs, names and words.
  const language = await languageOfPage(params)
  const { locale, names } = language
  const here = (path: string) => absoluteUrl(siteUrl, localizedPath(path, locale))
  const url = here(property.url)
  const cityName = property.city ? nameIn(names, 'city', property.city.name) : null
  const whatsAppHref = whatsAppLink(siteData[WHATSAPP_NUMBER_ITEM], property.name, property.city?.name)
  const faq = faqPage(property.faq)
  const bhk = formatBhkList(property.bhk)

  return (
    <>
      <PropertyDetailView
        property={property}
        offerActive={offerActive}
        timeZone={timeZone}
        similar={similar}
        mapTiles={mapTiles}
        reraPortal={reraPortal}
        visit={visit}
        whatsAppHref={whatsAppHref}
        language={language}
      />
      <EnquiryPageContext property={{ id: property.id, name: property.name, city: property.city?.name ?? null }} />
      <JsonLd
        data={realEstateListing({
          name: property.name,
          url,
          description: translator(locale, 'Property')('ldDescription', { name: property.name, city: cityName ?? 'none', bhk: bhk || 'none' }),
          images: property.images.map((i) => absoluteUrl(siteUrl, i.src)),
          datePosted: property.updatedAt,
          currency: property.currency,
          priceMinimum: property.priceMinimum,
          priceMaximum: property.priceMaximum,
          showPrice: !property.hideOptions,
          address: property.address,
          city: property.city?.name ?? null,
          latitude: property.latitude,
          longitude: property.longitude,
          builder: property.builder ? { name: property.builder.name, url: here(`/builders/${property.builder.slug}`) } : null,
          offer:
            offerActive && property.offer
              ? { text: property.offer, validThrough: validityDay(property.offerValidity, timeZone) }
              : null,
        })}
      />
      <JsonLd
        data={breadcrumbList([
          { name: messagesOf(locale, 'Breadcrumbs').home, url: here('/') },
          ...(property.city ? [{ name: cityName!, url: here(`/property/${property.city.slug}`) }] : []),
          { name: property.name, url },
        ])}
      />
      {faq ? <JsonLd data={faq} /> : null}
    </>
  )
}

export const generateMetadata = localizedMetadata(metadataOf)
