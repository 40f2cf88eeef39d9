import { builderListing } from '@/features/search/components/listing-routes'

/** A builder's page, /builders/{builder} (SPEC §4). Without a query string: cached HTML, revalidated by content tag. */
// SPEC §9's 4-hour safety net; a page showing offers lives a minute (getOfferDay).
export const revalidate = 14400

export function generateStaticParams(): { builder: string }[] {
  return []
}

export const generateMetadata = builderListing.metadata
export default builderListing.Page
