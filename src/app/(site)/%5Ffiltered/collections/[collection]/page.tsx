import { collectionListing } from '@/features/search/components/listing-routes'

/** A collection's page, /collections/{collection} with search parameters; the proxy rewrites here (see listing-routes). */
export const generateMetadata = collectionListing.filteredMetadata
export default collectionListing.FilteredPage
