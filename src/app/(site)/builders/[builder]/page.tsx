import { builderListing } from '@/features/search/components/listing-routes'

/** A builder's page, /builders/{builder} (SPEC §4). Without a query string: cached HTML, revalidated by content tag. */
export const revalidate = 60

export function generateStaticParams(): { builder: string }[] {
  return []
}

export const generateMetadata = builderListing.metadata
export default builderListing.Page
