/** `GET /api/site-visits/slots?property=<id>&date=YYYY-MM-DD` (docs/product.md §15); see src/features/site-visits/http.server.ts. */
import { slotsResponse } from '@/features/site-visits/http.server'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return slotsResponse(request)
}
