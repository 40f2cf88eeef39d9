import { INFO_PAGES } from '@/features/company/info-pages'
import { infoRoute } from '@/features/company/info-route'
import { localizedMetadata } from '@/features/seo/metadata'

const route = infoRoute(INFO_PAGES.guide)
export const generateMetadata = localizedMetadata(route.generateMetadata)
export default route.Page
