/** The cancel link of a site-visit confirmation (docs/product.md §15): GET shows, POST cancels; see src/features/site-visits/http.server.ts. */
import { cancelResponse } from '@/features/site-visits/http.server'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return cancelResponse(request)
}

export function POST(request: Request): Promise<Response> {
  return cancelResponse(request)
}
