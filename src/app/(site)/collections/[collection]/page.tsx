import { collectionListing } from '@/features/search/components/listing-routes'

/** A collection's page, /collections/{collection} (SPEC §4). Without a query string: cached HTML, revalidated by content tag. */
export const revalidate = 60

export function generateStaticParams(): { collection: string }[] {
  return []
}

export const generateMetadata = collectionListing.metadata
export default collectionListing.Page
