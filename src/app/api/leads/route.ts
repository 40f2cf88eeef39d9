/** `POST /api/leads`: leads from partners, portals and CRMs (docs/product.md §22, docs/leads-api.md). */
import { handleApiLeadPost } from '@/features/leads/api/inbound.server'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleApiLeadPost(request)
}
