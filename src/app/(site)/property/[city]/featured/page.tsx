import { cityFeaturedListing } from '@/features/search/components/listing-routes'

/** A city's featured projects, /property/{city}/featured (SPEC §4). Without a query string: cached HTML, revalidated by content tag. */
export const revalidate = 60

export function generateStaticParams(): { city: string }[] {
  return []
}

export const generateMetadata = cityFeaturedListing.metadata
export default cityFeaturedListing.Page
