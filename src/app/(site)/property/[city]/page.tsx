import { cityListing } from '@/features/search/components/listing-routes'

/** A city's projects, /property/{city} (SPEC §4). Without a query string: cached HTML, revalidated by content tag. */
export const revalidate = 60

export function generateStaticParams(): { city: string }[] {
  return []
}

export const generateMetadata = cityListing.metadata
export default cityListing.Page
