import { builderListing } from '@/features/search/components/listing-routes'
import { localizedMetadata } from '@/features/seo/metadata'

/** A builder's page, /builders/{builder} with search parameters; the proxy rewrites here (see listing-routes). */
export const generateMetadata = localizedMetadata(builderListing.filteredMetadata)
export default builderListing.FilteredPage
