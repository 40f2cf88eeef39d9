import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { JsonLd } from '@/components/JsonLd'
import { getCities } from '@/features/cities/cities.server'
import { EnquiryPageContext } from '@/features/enquiry/EnquiryPageContext'
import { isOfferActive } from '@/features/offers/offer'
import { PropertyDetailView } from '@/features/properties/components/PropertyDetailView'
import { formatBhkList } from '@/features/properties/bhk'
import { formatPriceRange } from '@/features/properties/price'
import { getPropertyBySlug } from '@/features/properties/properties.server'
import { canonicalSegment } from '@/features/properties/route-params'
import { pageMetadata } from '@/features/seo/metadata'
import { env } from '@/lib/env'

type Props = { params: Promise<{ city: string; name: string }> }

async function loadProperty(params: Props['params']) {
  const { city: citySegment, name: nameSegment } = await params
  const city = canonicalSegment(citySegment)
  const name = canonicalSegment(nameSegment)
  if (!city.slug || !name.slug) notFound()
  if (!city.isCanonical || !name.isCanonical) permanentRedirect(`/property/${city.slug}/${name.slug}`)
  const cityRef = (await getCities()).find((c) => c.slug === city.slug)
  if (!cityRef) notFound()
  const property = await getPropertyBySlug(cityRef.id, name.slug)
  if (!property) notFound()
  return property
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const property = await loadProperty(params)
  const price = formatPriceRange(property.priceMinimum, property.priceMaximum, property.currency)
  const bhk = formatBhkList(property.bhk)
  const where = property.city ? ` in ${property.city.name}` : ''
  const ogImage = property.images[0] ?? property.image
  return pageMetadata({
    title: `${property.name}${where}`,
    description: [
      `${property.name}${where}${property.builder ? ` by ${property.builder.name}` : ''}.`,
      bhk ? `${bhk} homes,` : null,
      `${price}.`,
      property.reraNumber ? `RERA ${property.reraNumber}.` : null,
    ]
      .filter(Boolean)
      .join(' '),
    path: property.url,
    image: ogImage ? { url: ogImage.src, width: ogImage.width, height: ogImage.height, alt: ogImage.alt } : null,
  })
}

export default async function PropertyPage({ params }: Props) {
  const property = await loadProperty(params)
  const timeZone = env().SITE_TIME_ZONE
  const offerActive = isOfferActive(property.offerValidity, new Date(), timeZone)
  const siteUrl = env().SITE_URL

  return (
    <>
      <PropertyDetailView property={property} offerActive={offerActive} timeZone={timeZone} />
      <EnquiryPageContext property={{ id: property.id, name: property.name, city: property.city?.name ?? null }} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
            ...(property.city
              ? [{ '@type': 'ListItem', position: 2, name: property.city.name, item: `${siteUrl}/property/${property.city.slug}` }]
              : []),
            { '@type': 'ListItem', position: property.city ? 3 : 2, name: property.name, item: `${siteUrl}${property.url}` },
          ],
        }}
      />
    </>
  )
}
