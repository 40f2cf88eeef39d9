import { ACCREDITATION_ROUTES, accreditationRoute } from '@/features/company/accreditation-routes'
import { localizedMetadata } from '@/features/seo/metadata'

const route = accreditationRoute(ACCREDITATION_ROUTES.awardsAndPress)
export const generateMetadata = localizedMetadata(route.metadata)
export default route.Page
