import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { metrics } from '@/lib/observability/metrics'

import { messagesOf } from '@/features/i18n/messages.server'

import type { LeadLanguage } from '../field-schemas'
import { FIELD, isLeadForm, type LeadForm, MESSAGES } from '../fields'
import { consentTextIn, errorsInLanguage, messageInLanguage } from '../form-strings.server'
import { safeRedirectPath, toSiteUrl } from '../redirect'
import { type LeadData, type LeadErrors, validateLeadAsync } from '../schema'
import { verifyAltcha } from './altcha.server'
import { readLeadBody } from './body.server'
import { FORM_STARTED_FIELD, INTAKE_MESSAGES, MIN_FILL_MS } from './constants'
import { checkFormStarted, formStartedToken } from './form-started.server'
import { claimFormToken, releaseFormToken } from './form-token-use.server'
import { type FormPageLanguage, leadFormPageHtml, leadMessagePageHtml } from './form-page'
import { checkOrigin } from '@/lib/http/origin'
import { clientIp } from '@/lib/http/client-address'

import { consumeIp, consumePhone, IP_SUSPICIOUS_REMAINING } from './rate-limit.server'
import { CvRejectedError, findPublishedProperty, SlotFullError, storeLead, type VisitBooking } from './store.server'
import { bookedCounts, visitProperty } from '../../site-visits/bookings.server'
import { visitChoices, type VisitChoices } from '../../site-visits/choices'
import { checkBooking } from '../../site-visits/hours'
import { consumeSlotLookup } from '../../site-visits/http.server'
import { NO_STORE } from '@/lib/http/responses'

/**
 * `POST /forms/<form>` (docs/product.md §7), in the order of the house recipe: same-origin check → per-IP
 * limit → body (capped) → validation → honeypot and fill time → ALTCHA when suspicious → per-phone
 * limit → commit (lead, CV, outbox in one transaction) → answer. Every refusal is a 4xx naming the
 * field or the rule; only a database failure is a 503.
 */
export async function handleLeadPost(request: Request, formParam: string): Promise<Response> {
  const answer = new Answerer(request)
  try {
    return await intake(request, formParam, answer)
  } catch (error) {
    // Bad input has its own answers above; whatever lands here is ours, and the visitor may retry.
    logger.error({ err: error, form: formParam }, 'Lead intake failed')
    return answer.unavailable()
  }
}

/**
 * `GET /forms/site-visit?property=<id>[&visit_date=YYYY-MM-DD]`: the booking form as a plain HTML
 * page (docs/product.md §15), where the property page's 'Book a site visit' leads without JavaScript: the
 * open days, the chosen day's times with their free places, and the §7 fields. Other forms have
 * no page of their own.
 */
export async function handleLeadFormPage(request: Request, formParam: string): Promise<Response> {
  const answer = new Answerer(request)
  if (formParam !== 'site-visit') return answer.failure(404, INTAKE_MESSAGES.unknownForm, 'Form not found')
  try {
    const limit = await consumeSlotLookup(request)
    if (!limit.ok) return answer.tooMany(INTAKE_MESSAGES.rateLimited, limit.retryAfterSeconds)
    const params = new URL(request.url).searchParams
    const payload = await getPayload({ config })
    const where = await visitProperty(payload, params.get(FIELD.property) ?? '')
    if (!where) return answer.failure(404, INTAKE_MESSAGES.property, 'Property not found')
    const timeZone = env().SITE_TIME_ZONE
    const wanted = params.get(FIELD.visitDate) ?? ''
    const date = /^\d{4}-\d{2}-\d{2}$/.test(wanted) ? wanted : undefined
    answer.visit = (await choicesFor(payload, String(where.id), date)) ?? visitChoices(where.hours, new Date(), timeZone, date)
    // The page to come back to after booking: the property page the button was on.
    const back = toSiteUrl(params.get(FIELD.redirectUrl), env().SITE_URL) ?? toSiteUrl(request.headers.get('referer'), env().SITE_URL)
    answer.values = {
      [FIELD.property]: String(where.id),
      [FIELD.visitDate]: answer.visit.date,
      ...(back ? { [FIELD.redirectUrl]: `${back.pathname}${back.search}` } : {}),
      ...(params.get(FIELD.language) === 'hi' ? { [FIELD.language]: 'hi' } : {}),
    }
    return answer.formPage('site-visit')
  } catch (error) {
    logger.error({ err: error }, 'Site visit booking page failed')
    return answer.unavailable()
  }
}

async function intake(request: Request, formParam: string, answer: Answerer): Promise<Response> {
  if (!isLeadForm(formParam)) return answer.failure(404, INTAKE_MESSAGES.unknownForm, 'Form not found')
  const form = formParam
  const site = env().SITE_URL

  const origin = checkOrigin(request.headers, request.url, site)
  if (origin === 'cross') return answer.failure(403, INTAKE_MESSAGES.crossSite, 'Sent from another site')

  const ipLimit = await consumeIp(clientIp(request.headers))
  if (!ipLimit.ok) return answer.tooMany(INTAKE_MESSAGES.rateLimited, ipLimit.retryAfterSeconds)

  const body = await readLeadBody(request, form)
  if (!body.ok) {
    const errors: LeadErrors | undefined =
      body.status === 413 ? (form === 'cv' ? { [FIELD.file]: MESSAGES.cvSize } : { [FIELD.message]: MESSAGES.messageLength }) : undefined
    return answer.failure(body.status, body.error, 'The form could not be sent', errors)
  }
  const values = textValues(body.data)
  answer.values = values

  let payload: Payload
  try {
    payload = await getPayload({ config })
  } catch (error) {
    logger.error({ err: error }, 'Lead intake: Payload is unavailable')
    return answer.unavailable()
  }

  const result = await validateLeadAsync(form, body.data, { profanityList: await profanityList(payload) })
  if (!result.ok) {
    // The booking form shown again offers the property's days and times, not only what was posted.
    if (form === 'site-visit' && !answer.json) answer.visit = await choicesFor(payload, values[FIELD.property], values[FIELD.visitDate])
    return answer.invalid(form, result.errors)
  }
  const data = result.data

  let property
  if (data.property && form !== 'cv') {
    try {
      property = await findPublishedProperty(payload, data.property)
    } catch (error) {
      logger.error({ err: error }, 'Lead intake: property lookup failed')
      return answer.unavailable()
    }
    // The interest and site-visit forms are about that property; elsewhere a stale id must not cost the lead.
    if (!property && (form === 'interest' || form === 'site-visit')) return answer.invalid(form, { [FIELD.property]: INTAKE_MESSAGES.property })
  }

  let visit: VisitBooking | undefined
  if (form === 'site-visit' && property) {
    const timeZone = env().SITE_TIME_ZONE
    const now = new Date()
    const where = await visitProperty(payload, property.id)
    if (!where) return answer.invalid(form, { [FIELD.property]: INTAKE_MESSAGES.property })
    const date = data.visitDate!
    const check = checkBooking(where.hours, date, data.visitSlot!, now, timeZone)
    if (!check.ok) {
      if (!answer.json) answer.visit = await choicesFor(payload, String(where.id), date)
      return answer.invalid(form, { [check.field]: check.field === FIELD.visitDate ? MESSAGES.visitDate : MESSAGES.visitSlot })
    }
    visit = { date, start: check.slot.start, end: check.slot.end, startsAt: check.startsAt, capacity: check.capacity, timeZone }
  }

  const started = checkFormStarted(body.data.get(FORM_STARTED_FIELD))
  let spamReason: string | undefined
  if (data.honeypotFilled) spamReason = `honeypot field "${FIELD.honeypot}" filled in`
  else if (started.status === 'too-fast') spamReason = `sent ${started.elapsedMs} ms after the form was shown (minimum ${MIN_FILL_MS} ms)`

  // docs/product.md §17: a token is good for one lead; a used one is no better than none.
  const tokenId = started.status === 'ok' || started.status === 'too-fast' ? started.id : undefined
  const reused = tokenId !== undefined && !(await claimFormToken(tokenId))
  const claim = reused ? undefined : tokenId
  try {
    const response = await acceptLead(request, payload, answer, { form, data, origin, ipLimit, started, spamReason, reused, property, visit })
    if (claim && !answer.stored) await releaseFormToken(claim)
    return response
  } catch (error) {
    if (claim) await releaseFormToken(claim)
    throw error
  }
}

type Accepted = {
  form: LeadForm
  data: LeadData
  origin: ReturnType<typeof checkOrigin>
  ipLimit: { remaining: number }
  started: ReturnType<typeof checkFormStarted>
  spamReason: string | undefined
  reused: boolean
  property: Awaited<ReturnType<typeof findPublishedProperty>> | undefined
  visit: VisitBooking | undefined
}

/** ALTCHA when suspicious → per-phone limit → commit → answer; `answer.stored` tells whether a lead was kept. */
async function acceptLead(request: Request, payload: Payload, answer: Answerer, accepted: Accepted): Promise<Response> {
  const { form, data, origin, ipLimit, started, spamReason, reused, property, visit } = accepted
  const site = env().SITE_URL
  const suspicious =
    reused ||
    started.status === 'missing' ||
    started.status === 'invalid' ||
    started.status === 'expired' ||
    origin === 'unknown' ||
    ipLimit.remaining < IP_SUSPICIOUS_REMAINING
  // A bot that already gave itself away is not asked for proof of work: it is stored as spam and
  // answered like a person, so it learns nothing.
  if (suspicious && !spamReason) {
    const altcha = await verifyAltcha(data.altcha)
    if (!altcha.ok) return answer.invalid(form, { [FIELD.altcha]: INTAKE_MESSAGES.altcha })
  }

  const phoneLimit = await consumePhone(data.phone.e164)
  if (!phoneLimit.ok) return answer.tooMany(INTAKE_MESSAGES.phoneRateLimited, phoneLimit.retryAfterSeconds)

  const referer = request.headers.get('referer')
  const landing = toSiteUrl(data.redirectUrl, site) ?? toSiteUrl(referer, site)
  try {
    const stored = await storeLead(payload, {
      data,
      status: spamReason ? 'spam' : 'new',
      ...(spamReason ? { spamReason } : {}),
      ...(property ? { property } : {}),
      ...(data.referrerName || referer ? { referrer: (data.referrerName ?? referer!).slice(0, 2048) } : {}),
      ...(landing ? { landingPage: `${landing.pathname}${landing.search}` } : {}),
      ...(visit ? { visit } : {}),
    })
    answer.stored = true
    if (spamReason) logger.info({ lead: stored.id, form, reason: spamReason }, 'Lead stored as spam')
    ;(spamReason ? metrics().leadsSpam : metrics().leadsReceived).inc({ form })
    return answer.success(String(stored.id), safeRedirectPath(data.redirectUrl, referer, site))
  } catch (error) {
    if (error instanceof SlotFullError) {
      logger.info({ form, property: property?.id, date: visit?.date, slot: visit?.start }, 'Site visit refused: the slot is full')
      // Without JavaScript the form comes back with the day's places as they are now.
      if (!answer.json && property) answer.visit = await choicesFor(payload, String(property.id), visit?.date)
      return answer.slotFull(form)
    }
    if (error instanceof CvRejectedError) {
      logger.info({ form, detail: error.detail }, 'Lead intake: CV refused by the upload checks')
      return answer.invalid(form, { [FIELD.file]: MESSAGES.cvType })
    }
    logger.error({ err: error, form }, 'Lead intake: could not store the lead')
    return answer.unavailable()
  }
}

/** The booking form's days and the day's times for a posted property, if it can be read. */
async function choicesFor(payload: Payload, property: string | undefined, date: string | undefined): Promise<VisitChoices | undefined> {
  try {
    const where = property ? await visitProperty(payload, property) : null
    if (!where) return undefined
    const choices = visitChoices(where.hours, new Date(), env().SITE_TIME_ZONE, date)
    return choices.date ? visitChoices(where.hours, new Date(), env().SITE_TIME_ZONE, choices.date, await bookedCounts(payload, where.id, choices.date)) : choices
  } catch (error) {
    logger.warn({ err: error }, 'Site visit choices could not be read for the form page')
    return undefined
  }
}

/** The posted text values (the first of repeated fields), for showing the form again. */
function textValues(data: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of data.entries()) {
    if (typeof value === 'string' && !(key in values)) values[key] = value
  }
  return values
}

const PROFANITY_TTL_MS = 60_000
let profanityCache: { list: string | null; until: number } | undefined

/** Site data `profanity_list`, read at most once a minute; the built-in list when it cannot be read. */
export async function profanityList(payload: Payload): Promise<string | null> {
  if (profanityCache && profanityCache.until > Date.now()) return profanityCache.list
  let list: string | null = null
  try {
    const result = await payload.find({
      collection: 'site-data',
      where: { item: { equals: 'profanity_list' } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { content: true },
    })
    list = result.docs[0]?.content ?? null
  } catch (error) {
    logger.warn({ err: error }, 'Lead intake: profanity_list could not be read; using the built-in list')
  }
  profanityCache = { list, until: Date.now() + PROFANITY_TTL_MS }
  return list
}

/** Answers in the mode the client asked for: JSON for `Accept: application/json`, else HTML. */
class Answerer {
  readonly json: boolean
  values: Record<string, string> = {}
  /** Site-visit form: the days and slots to offer when the form is shown again. */
  visit: VisitChoices | undefined
  /** A lead (real or spam) was committed for this post. */
  stored = false

  constructor(private readonly request: Request) {
    this.json = (request.headers.get('accept') ?? '').toLowerCase().includes('application/json')
  }

  /** The language the form was posted from (its hidden `language`); the answers are in it. */
  private get language(): LeadLanguage {
    return this.values[FIELD.language] === 'hi' ? 'hi' : 'en'
  }

  private page(): FormPageLanguage {
    const lang = this.language
    return { lang, strings: { ...messagesOf(lang, 'FormPage'), consentText: consentTextIn(lang) } }
  }

  private back(): string {
    const site = env().SITE_URL
    const url = toSiteUrl(this.values[FIELD.redirectUrl], site) ?? toSiteUrl(this.request.headers.get('referer'), site)
    return url ? `${url.pathname}${url.search}` : '/'
  }

  private html(status: number, body: string, headers: Record<string, string> = {}): Response {
    return new Response(body, {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE, ...headers },
    })
  }

  success(id: string, location: string): Response {
    if (this.json) return Response.json({ ok: true, id }, { status: 201, headers: NO_STORE })
    return new Response(null, { status: 303, headers: { location, ...NO_STORE } })
  }

  invalid(form: LeadForm, englishErrors: LeadErrors, status = 422): Response {
    const errors = errorsInLanguage(englishErrors, this.language)
    if (this.json) return Response.json({ ok: false, errors }, { status, headers: NO_STORE })
    return this.html(
      status,
      leadFormPageHtml({
        form,
        action: `/forms/${form}`,
        values: this.values,
        errors,
        formStarted: formStartedToken(),
        back: this.back(),
        ...(this.visit ? { visit: this.visit } : {}),
        language: this.page(),
      }),
    )
  }

  /** The form page without messages (the site-visit booking page). */
  formPage(form: LeadForm): Response {
    return this.html(
      200,
      leadFormPageHtml({
        form,
        action: `/forms/${form}`,
        values: this.values,
        errors: {},
        formStarted: formStartedToken(),
        back: this.back(),
        ...(this.visit ? { visit: this.visit } : {}),
        language: this.page(),
      }),
    )
  }

  /** docs/product.md §15: a full slot is a 409 with its message; without JavaScript the form comes back. */
  slotFull(form: LeadForm): Response {
    const errors = { [FIELD.visitSlot]: MESSAGES.slotFull }
    if (this.json) {
      return Response.json({ ok: false, error: MESSAGES.slotFull, errors }, { status: 409, headers: NO_STORE })
    }
    return this.invalid(form, errors, 409)
  }

  failure(status: number, englishError: string, englishTitle: string, englishErrors?: LeadErrors, headers: Record<string, string> = {}): Response {
    const error = messageInLanguage(englishError, this.language)
    const title = messageInLanguage(englishTitle, this.language)
    const errors = englishErrors && errorsInLanguage(englishErrors, this.language)
    if (this.json) {
      return Response.json(
        { ok: false, error, ...(errors ? { errors } : {}) },
        { status, headers: { ...NO_STORE, ...headers } },
      )
    }
    return this.html(status, leadMessagePageHtml({ title, message: error, back: this.back(), language: this.page() }), headers)
  }

  tooMany(error: string, retryAfterSeconds: number): Response {
    return this.failure(429, error, 'Too many enquiries', undefined, { 'retry-after': String(retryAfterSeconds) })
  }

  unavailable(): Response {
    return this.failure(503, INTAKE_MESSAGES.unavailable, 'Please try again', undefined, { 'retry-after': '30' })
  }
}
