import { cityFeaturedListing } from '@/features/search/components/listing-routes'
import { localizedMetadata } from '@/features/seo/metadata'

/** A city's featured projects, /property/{city}/featured with search parameters; the proxy rewrites here (see listing-routes). */
export const generateMetadata = localizedMetadata(cityFeaturedListing.filteredMetadata)
export default cityFeaturedListing.FilteredPage
