import { collectionListing } from '@/features/search/components/listing-routes'
import { localizedMetadata } from '@/features/seo/metadata'

/** A collection's page, /collections/{collection} with search parameters; the proxy rewrites here (see listing-routes). */
export const generateMetadata = localizedMetadata(collectionListing.filteredMetadata)
export default collectionListing.FilteredPage
