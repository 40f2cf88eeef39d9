import { cityFeaturedListing } from '@/features/search/components/listing-routes'

/** A city's featured projects, /property/{city}/featured (SPEC §4). Without a query string: cached HTML, revalidated by content tag. */
// SPEC §9's 4-hour safety net; a page showing offers lives a minute (getOfferDay).
export const revalidate = 14400

export function generateStaticParams(): { city: string }[] {
  return []
}

export const generateMetadata = cityFeaturedListing.metadata
export default cityFeaturedListing.Page
