/**
 * `GET /forms/profanity-list`: the site's own profanity list (site data `profanity_list`, one word
 * a line) as `{"words": [...]}`, so the lead forms' check in the browser matches the intake's
 * (docs/product.md §18, §7); `[]` means the built-in list. The same for everyone: kept a minute.
 */
import { parseProfanityList } from '@/features/leads/profanity'
import { getSiteData } from '@/features/site-data/site-data.server'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const data = await getSiteData()
  return Response.json({ words: parseProfanityList(data.profanity_list) }, { headers: { 'cache-control': 'public, max-age=60' } })
}
