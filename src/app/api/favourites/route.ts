/**
 * `/api/favourites` (docs/product.md §8): GET the visitor's list, PUT `{"ids": [...]}` to replace it, DELETE
 * to clear it. With a session the list lives on the buyers record and every answer also sets the
 * `fav` cookie to it, so the browser's hearts stay in step; without one the cookie is the list.
 * Bad input is a 400 naming the field, a cross-site change a 403, a database failure a 503.
 */
import { FAV_BODY_MAX_CHARS, parseFavBody } from '@/features/favourites/favourites-body'
import { favSetCookie } from '@/features/favourites/fav-cookie'
import { consumeFavouriteChange } from '@/features/favourites/rate-limit.server'
import { readVisitorFavourites, replaceVisitorFavourites, type VisitorFavourites } from '@/features/favourites/visitor-favourites.server'
import { checkOrigin } from '@/lib/http/origin'
import { clientIp } from '@/lib/http/client-address'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { NO_STORE } from '@/lib/http/responses'
import { readCappedText } from '@/lib/http/body'

export const dynamic = 'force-dynamic'


function answer(favourites: VisitorFavourites, setCookie: boolean): Response {
  const headers = new Headers(NO_STORE)
  if (setCookie) headers.set('set-cookie', favSetCookie(favourites.ids, env().SITE_URL.startsWith('https:')))
  return Response.json({ ids: favourites.ids }, { headers })
}

function problem(status: number, error: string, extra: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { ...NO_STORE, ...extra } })
}

function unavailable(error: unknown, request: Request): Response {
  logger.error({ err: error, method: request.method }, 'Favourites request failed')
  return problem(503, 'Favourites are unavailable right now; please try again.', { 'retry-after': '5' })
}

/** Same-origin and rate-limit checks every change passes first; null when it may go on. */
async function refuseChange(request: Request): Promise<Response | null> {
  // A browser always sends Origin on PUT and DELETE; a request without one is not cross-site.
  if (checkOrigin(request.headers, request.url, env().SITE_URL) === 'cross') {
    return problem(403, 'origin: changes to favourites must come from this site')
  }
  const limit = await consumeFavouriteChange(clientIp(request.headers))
  if (!limit.ok) {
    return problem(429, 'Too many changes to favourites; please wait a moment.', { 'retry-after': String(limit.retryAfterSeconds) })
  }
  return null
}

export async function GET(request: Request): Promise<Response> {
  try {
    const favourites = await readVisitorFavourites(request.headers)
    return answer(favourites, favourites.signedIn)
  } catch (error) {
    return unavailable(error, request)
  }
}

export async function PUT(request: Request): Promise<Response> {
  const refused = await refuseChange(request)
  if (refused) return refused
  const read = await readCappedText(request, FAV_BODY_MAX_CHARS * 4)
  if (!read.ok) {
    return read.reason === 'too-large'
      ? problem(413, `body: must be at most ${FAV_BODY_MAX_CHARS} characters of JSON`)
      : problem(400, 'body: could not be read')
  }
  const body = parseFavBody(read.text)
  if (!body.ok) return problem(400, body.error)
  try {
    return answer(await replaceVisitorFavourites(request.headers, body.ids), true)
  } catch (error) {
    return unavailable(error, request)
  }
}

export async function DELETE(request: Request): Promise<Response> {
  const refused = await refuseChange(request)
  if (refused) return refused
  try {
    return answer(await replaceVisitorFavourites(request.headers, []), true)
  } catch (error) {
    return unavailable(error, request)
  }
}
