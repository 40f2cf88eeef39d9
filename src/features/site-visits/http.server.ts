import 'server-only'

/**
 * The site-visit endpoints (docs/product.md §15) outside the lead intake:
 * - `GET /api/site-visits/slots?property=<id>&date=YYYY-MM-DD`: the day's slots still open with
 *   their free places, in the site time zone. Not cached anywhere (availability changes with every
 *   booking). A missing or malformed parameter is a 400, a day outside the next 14 a 422, both
 *   naming the parameter; an unknown or unpublished property a 404.
 * - `GET|POST /site-visits/cancel?token=…`: the cancel link of the confirmation mail. GET only shows
 *   the booking and a 'Cancel visit' button (mail scanners follow links); POST cancels it and frees
 *   its place. A malformed or forged token is a 400 page, an unknown booking a 404, a visit that
 *   has begun a 410.
 * Both are rate-limited per client address.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { checkOrigin } from '@/lib/http/origin'
import { clientIp } from '@/lib/http/client-address'
import { env } from '@/lib/env'
import { escapeHtml, standalonePage } from '@/lib/html/standalone-page'
import { logger } from '@/lib/logger'
import { consumeLimit, createLimiter } from '@/lib/rate-limit'

import { bookedCounts, cancelBooking, findBooking, visitProperty } from './bookings.server'
import { cancelTokenId, verifyCancelToken } from './cancel-token'
import { availableSlots } from './hours'
import { cancelKey } from './visit-mail.server'
import { visitWhen } from './visit-message'
import { NO_STORE } from '@/lib/http/responses'
import { readCappedForm, TOKEN_FORM_LIMIT_BYTES } from '@/lib/http/body'


/** A booking form asks once per day picked: plenty for a person, not for a scraper. */
export const SLOTS_LIMIT = { points: 60, duration: 60 } as const
export const CANCEL_LIMIT = { points: 20, duration: 60 } as const
const slotLookups = createLimiter({ keyPrefix: 'site-visit-slots-ip', ...SLOTS_LIMIT })
const cancels = createLimiter({ keyPrefix: 'site-visit-cancel-ip', ...CANCEL_LIMIT })

/** For tests: forget every count. */
export function resetSiteVisitRateLimits(): void {
  slotLookups.reset()
  cancels.reset()
}

/** Counts a look-up of free places (the slots API and the booking page) for this address. */
export function consumeSlotLookup(request: Request) {
  return consumeLimit(slotLookups, clientIp(request.headers))
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...NO_STORE, ...headers } })

export async function slotsResponse(request: Request, now = new Date()): Promise<Response> {
  const limit = await consumeSlotLookup(request)
  if (!limit.ok) return json(429, { error: 'Too many requests; please wait a moment.' }, { 'retry-after': String(limit.retryAfterSeconds) })
  const params = new URL(request.url).searchParams
  const property = params.get('property') ?? ''
  const date = params.get('date') ?? ''
  if (!/^\d{1,15}$/.test(property)) return json(400, { error: 'property must be a property id', errors: { property: 'Please give a property id' } })
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return json(400, { error: 'date must be YYYY-MM-DD', errors: { date: 'Please give the date as YYYY-MM-DD' } })
  try {
    const payload = await getPayload({ config })
    const found = await visitProperty(payload, property)
    if (!found) return json(404, { error: 'No such property', errors: { property: 'No such property' } })
    const timeZone = env().SITE_TIME_ZONE
    const slots = availableSlots({ hours: found.hours, date, now, timeZone, booked: await bookedCounts(payload, found.id, date) })
    if (slots === null) return json(422, { error: 'date must be one of the next 14 days', errors: { date: 'Please pick a day in the next 14 days' } })
    return json(200, { slots })
  } catch (error) {
    logger.error({ err: error }, 'Site visit slots could not be read')
    return json(503, { error: 'Slots are unavailable right now; please try again.' }, { 'retry-after': '5' })
  }
}

const BUTTON_CSS =
  'button{font:inherit;font-weight:600;color:#fff;background:#b42318;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}button:focus-visible{outline:3px solid #0e5a56;outline-offset:2px}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}'

function page(status: number, title: string, body: string): Response {
  return new Response(standalonePage({ title, body: `<h1>${escapeHtml(title)}</h1>\n${body}`, css: BUTTON_CSS }), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex', ...NO_STORE },
  })
}

const HOME = '<p><a href="/">Back to the home page</a></p>'

async function tokenOf(request: Request): Promise<string | null> {
  const fromUrl = new URL(request.url).searchParams.get('token')
  if (fromUrl) return fromUrl
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await readCappedForm(request, TOKEN_FORM_LIMIT_BYTES)
    const value = form.ok ? form.data.get('token') : null
    return typeof value === 'string' ? value : null
  }
  return null
}

/** The cancel page (GET shows, POST cancels). */
export async function cancelResponse(request: Request, now = new Date()): Promise<Response> {
  const limit = await consumeLimit(cancels, clientIp(request.headers))
  if (!limit.ok) return page(429, 'Too many requests', '<p>Please try again in a minute.</p>')
  const post = request.method === 'POST'
  if (post && checkOrigin(request.headers, request.url, env().SITE_URL) === 'cross') {
    return page(403, 'This request came from another site', HOME)
  }
  const token = await tokenOf(request)
  const id = cancelTokenId(token)
  if (!token || id === null) return page(400, 'This cancel link is not valid', `<p>It may be incomplete. Please use the link in your confirmation mail, or call us.</p>${HOME}`)
  try {
    const payload = await getPayload({ config })
    const booking = await findBooking(payload, id)
    if (!booking || !verifyCancelToken(cancelKey(), token, booking.id, booking.leadId)) {
      return page(404, 'This site visit was not found', `<p>The link may be out of date. Please call us if you need help.</p>${HOME}`)
    }
    const details = `<dl><dt>Project</dt><dd>${escapeHtml(booking.projectName ?? '')}</dd><dt>When</dt><dd>${escapeHtml(visitWhen(booking.date, booking.start, booking.end))}</dd><dt>Name</dt><dd>${escapeHtml(booking.name ?? '')}</dd></dl>`
    if (booking.status === 'cancelled') return page(200, 'Your site visit is cancelled', `${details}\n<p>The visit is cancelled; nothing more to do.</p>${HOME}`)
    if (booking.startsAt.getTime() <= now.getTime()) return page(410, 'This site visit has already begun', `${details}\n<p>It can no longer be cancelled.</p>${HOME}`)
    if (!post) {
      return page(
        200,
        'Cancel your site visit?',
        `${details}\n<form method="post" action="/site-visits/cancel"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Cancel visit</button></form>\n<p><a href="/">Keep the visit</a></p>`,
      )
    }
    await cancelBooking(payload, booking.id, now)
    logger.info({ booking: booking.id, lead: booking.leadId }, 'Site visit cancelled by the visitor')
    return page(200, 'Your site visit is cancelled', `${details}\n<p role="status">The visit is cancelled and the time is free for others. You can book another visit on the project's page.</p>${HOME}`)
  } catch (error) {
    logger.error({ err: error }, 'Site visit cancel failed')
    return page(503, 'Please try again', '<p>The visit could not be looked up right now. Please try again in a minute.</p>')
  }
}
