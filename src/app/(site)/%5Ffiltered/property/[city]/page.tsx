import { cityListing } from '@/features/search/components/listing-routes'

/** A city's projects, /property/{city} with search parameters; the proxy rewrites here (see listing-routes). */
export const generateMetadata = cityListing.filteredMetadata
export default cityListing.FilteredPage
