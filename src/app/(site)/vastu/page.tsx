import { INFO_PAGES } from '@/features/company/info-pages'
import { infoRoute } from '@/features/company/info-route'

const route = infoRoute(INFO_PAGES.vastu)
export const generateMetadata = route.generateMetadata
export default route.Page
