import { cityListing } from '@/features/search/components/listing-routes'
import { localizedMetadata } from '@/features/seo/metadata'

/** A city's projects, /property/{city} with search parameters; the proxy rewrites here (see listing-routes). */
export const generateMetadata = localizedMetadata(cityListing.filteredMetadata)
export default cityListing.FilteredPage
