import { collectionListing } from '@/features/search/components/listing-routes'
import { localizedMetadata } from '@/features/seo/metadata'

/** A collection's page, /collections/{collection} (docs/product.md §4). Without a query string: cached HTML, revalidated by content tag. */
// docs/product.md §9's 4-hour safety net; a page showing offers lives a minute (getOfferDay).
export const revalidate = 14400

export function generateStaticParams(): { collection: string }[] {
  return []
}

export const generateMetadata = localizedMetadata(collectionListing.metadata)
export default collectionListing.Page
