import { collectionListing } from '@/features/search/components/listing-routes'

/** A collection's page, /collections/{collection} (SPEC §4). Without a query string: cached HTML, revalidated by content tag. */
// SPEC §9's 4-hour safety net; a page showing offers lives a minute (getOfferDay).
export const revalidate = 14400

export function generateStaticParams(): { collection: string }[] {
  return []
}

export const generateMetadata = collectionListing.metadata
export default collectionListing.Page
