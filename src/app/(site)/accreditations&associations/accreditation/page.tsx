import { ACCREDITATION_ROUTES, accreditationRoute } from '@/features/company/accreditation-routes'

const route = accreditationRoute(ACCREDITATION_ROUTES.accreditation)
export const metadata = route.metadata
export default route.Page
