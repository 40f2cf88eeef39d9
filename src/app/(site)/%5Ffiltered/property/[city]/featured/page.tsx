import { cityFeaturedListing } from '@/features/search/components/listing-routes'

/** A city's featured projects, /property/{city}/featured with search parameters; the proxy rewrites here (see listing-routes). */
export const generateMetadata = cityFeaturedListing.filteredMetadata
export default cityFeaturedListing.FilteredPage
