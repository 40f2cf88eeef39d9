/** `POST /api/leads/google-ads`: the Google Ads lead form webhook (docs/product.md §22, docs/leads-api.md). */
import { handleGoogleAdsPost } from '@/features/leads/api/google-ads.server'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleGoogleAdsPost(request)
}
