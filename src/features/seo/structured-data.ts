/**
 * Structured data (docs/product.md §4): plain builders for the JSON-LD a page embeds with <JsonLd>. Pure, so
 * the shapes are unit-tested; URLs passed in are absolute.
 */

export type Crumb = { name: string; url: string }

export function breadcrumbList(crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  }
}

export function faqPage(faq: { question: string; answer: string }[]): Record<string, unknown> | null {
  if (faq.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}

export type ListingInput = {
  name: string
  url: string
  description: string
  images: string[]
  datePosted?: string | null
  currency: string
  priceMinimum: number | null
  priceMaximum: number | null
  /** Hidden prices (hide_options) stay out of the structured data too. */
  showPrice: boolean
  address: string | null
  city: string | null
  latitude: number | null
  longitude: number | null
  builder: { name: string; url: string } | null
  /** Only an active offer is passed in. */
  offer: { text: string; validThrough: string | null } | null
}

/**
 * A `RealEstateListing` whose subject is the project (`ApartmentComplex`), priced by an
 * `AggregateOffer` (the price range) and, when there is one, the active offer.
 */
export function realEstateListing(input: ListingInput): Record<string, unknown> {
  const low = input.showPrice ? input.priceMinimum : null
  const high = input.showPrice ? (input.priceMaximum ?? input.priceMinimum) : null
  const offers: Record<string, unknown>[] = []
  if (low !== null || high !== null) {
    offers.push({
      '@type': 'AggregateOffer',
      priceCurrency: input.currency || 'INR',
      ...(low !== null ? { lowPrice: low } : {}),
      ...(high !== null ? { highPrice: high } : {}),
      url: input.url,
    })
  }
  if (input.offer) {
    offers.push({
      '@type': 'Offer',
      name: input.offer.text,
      description: input.offer.text,
      priceCurrency: input.currency || 'INR',
      ...(low !== null ? { price: low } : {}),
      ...(input.offer.validThrough ? { validThrough: input.offer.validThrough } : {}),
      url: input.url,
    })
  }
  const address =
    input.address || input.city
      ? {
          '@type': 'PostalAddress',
          ...(input.address ? { streetAddress: input.address } : {}),
          ...(input.city ? { addressLocality: input.city } : {}),
          addressCountry: 'IN',
        }
      : undefined
  const geo =
    input.latitude !== null && input.longitude !== null
      ? { '@type': 'GeoCoordinates', latitude: input.latitude, longitude: input.longitude }
      : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: input.name,
    url: input.url,
    description: input.description,
    ...(input.images.length ? { image: input.images } : {}),
    ...(input.datePosted ? { datePosted: input.datePosted } : {}),
    ...(offers.length ? { offers: offers.length === 1 ? offers[0] : offers } : {}),
    about: {
      '@type': 'ApartmentComplex',
      name: input.name,
      ...(address ? { address } : {}),
      ...(geo ? { geo } : {}),
    },
    ...(input.builder ? { provider: { '@type': 'Organization', name: input.builder.name, url: input.builder.url } } : {}),
  }
}

/**
 * The site's Organization (name, logo, sales contact, social profiles), on the home page: search
 * engines read it there, and the other pages need not carry it.
 */
export function organization(input: {
  name: string
  siteUrl: string
  email: string | null
  telephone: string | null
  sameAs: string[]
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.siteUrl,
    logo: `${input.siteUrl}/logo.png`,
    ...(input.email ? { email: input.email } : {}),
    ...(input.telephone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            telephone: input.telephone,
            contactType: 'sales',
            areaServed: 'IN',
            availableLanguage: ['en', 'hi'],
          },
        }
      : {}),
    ...(input.sameAs.length > 0 ? { sameAs: input.sameAs } : {}),
  }
}

/** An absolute URL for a site-relative path or an already absolute URL. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`
}
