import { builderListing } from '@/features/search/components/listing-routes'

/** A builder's page, /builders/{builder} with search parameters; the proxy rewrites here (see listing-routes). */
export const generateMetadata = builderListing.filteredMetadata
export default builderListing.FilteredPage
