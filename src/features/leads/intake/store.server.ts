import 'server-only'

import { randomBytes } from 'node:crypto'

import pLimit from 'p-limit'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  ValidationError,
  type Where,
} from 'payload'

import { dialectOf, readRows, sqlFor } from '@/cms/db/raw-sql'
import type { Lead } from '@/cms/payload-types'
import { logger } from '@/lib/logger'

import { CV_TYPES } from '../file-check'
import { interestMessage } from '../interest'
import type { LeadData } from '../schema'
import { givePlaceBack, takePlace } from '../../site-visits/bookings.server'
import { visitMessage } from '../../site-visits/visit-message'
import { enqueueVisitMails } from '../../site-visits/visit-mail.server'
import { consentTextIn, interestWordsIn } from '../form-strings.server'
import { routeNewLead } from '../routing/routing.server'
import { enqueueLeadDeliveries } from './outbox.server'
import { enqueueBuyerAcks } from '../ack/buyer-ack.server'

export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000

export type LeadProperty = { id: number; projectName: string; city?: string }

/**
 * The posted property when it exists and is published; its project name and city go on the lead.
 * One indexed SQL read (on SQLite, on the read threads), not Payload's `find` with the city
 * populated: a lead post is answered sooner and holds the main thread less.
 */
export async function findPublishedProperty(payload: Payload, posted: string): Promise<LeadProperty | undefined> {
  if (!/^\d{1,15}$/.test(posted)) return undefined
  const sql = sqlFor(dialectOf(payload))
  const [row] = await readRows(
    payload,
    sql`SELECT p."id", p."full_name", c."city_name" FROM "properties" p LEFT JOIN "cities_locales" c ON c."_parent_id" = p."city_id" AND c."_locale" = 'en'
      WHERE p."id" = ${Number(posted)} AND p."published" = true`,
    { point: true },
  )
  if (!row) return undefined
  const city = typeof row.city_name === 'string' && row.city_name ? row.city_name : undefined
  return { id: Number(row.id), projectName: String(row.full_name ?? ''), ...(city ? { city } : {}) }
}

export type NewLead = {
  data: LeadData
  /** `spam` and `test` leads are stored for the record, neither routed nor delivered. */
  status: 'new' | 'spam' | 'test'
  spamReason?: string
  /** The stored form when it is not the posting form's (`api`, `google-ads`: docs/product.md §22). */
  form?: Lead['form']
  /** Fields only a channel knows: its lead source, its reference, the Google Ads ids, its consent. */
  extra?: Partial<Pick<Lead, ChannelField>>
  property?: LeadProperty
  /** `zf_referrer_name`, else the Referer header. */
  referrer?: string
  /** The path (and query) of the page the form was on. */
  landingPage?: string
  /** Site-visit form: the checked booking; a place in its slot is taken with the lead. */
  visit?: VisitBooking
  now?: Date
}

type ChannelField =
  | 'lead_source'
  | 'city'
  | 'source_ref'
  | 'received_at'
  | 'consent_text'
  | 'consent_at'
  | 'google_lead_id'
  | 'google_campaign_id'
  | 'google_adgroup_id'
  | 'google_form_id'
  | 'google_creative_id'
  | 'gcl_id'

/** Whether a lead goes on to routing, the outbox and the SLA alert. */
export const isWorkedStatus = (status: NewLead['status']) => status === 'new'

export type VisitBooking = {
  date: string
  start: string
  end: string
  startsAt: Date
  capacity: number
  /** Site time zone, for the message. */
  timeZone: string
}

/** The slot had no place left when the booking was stored (docs/product.md §15: a 409). */
export class SlotFullError extends Error {
  constructor() {
    super('This slot is full')
    this.name = 'SlotFullError'
  }
}

/** A generated name for a stored CV: nothing of the visitor's file name reaches the disk. */
function cvFilename(kind: keyof typeof CV_TYPES, now: Date): string {
  const stamp = now.toISOString().slice(0, 10).replaceAll('-', '')
  return `cv-${stamp}-${randomBytes(9).toString('base64url')}${CV_TYPES[kind].extension}`
}

function leadFields(lead: NewLead, duplicateOf: number | undefined, resumeId: number | undefined) {
  const { data, property, now = new Date() } = lead
  const message =
    data.form === 'interest' && property
      ? // Stored in English for the sales team (docs/product.md §7), the Hindi form's prefilled sentence replaced.
        interestMessage({ project: property.projectName, city: property.city, bhk: data.bhk, extra: data.message, shownIn: interestWordsIn(data.language) })
      : lead.visit
        ? visitMessage({ project: property?.projectName, date: lead.visit.date, start: lead.visit.start, end: lead.visit.end, extra: data.message })
        : data.message
  return {
    form: lead.form ?? data.form,
    status: lead.status,
    language: data.language ?? 'en',
    ...(lead.spamReason ? { spam_reason: lead.spamReason } : {}),
    name: data.name,
    // A channel lead may come without an e-mail or (Google Ads) a phone: stored as none, not as ''.
    email: data.email || undefined,
    phone: data.phone.e164 || undefined,
    message: message || undefined,
    ...(data.location ? { location: data.location } : {}),
    ...(property
      ? { property: property.id, project_name: property.projectName, ...(property.city ? { city: property.city } : {}) }
      : {}),
    ...(data.bhk.length > 0 ? { bhk: data.bhk.join(',') } : {}),
    ...(data.source ? { source: data.source } : {}),
    ...(lead.referrer ? { referrer: lead.referrer } : {}),
    ...(lead.landingPage ? { landing_page: lead.landingPage } : {}),
    ...data.utm,
    ...(data.gad ? { zc_gad: data.gad } : {}),
    ...(data.consent ? { consent_text: consentTextIn(data.language), consent_at: now.toISOString() } : {}),
    ...(duplicateOf ? { duplicate_of: duplicateOf } : {}),
    ...(resumeId ? { resume: resumeId } : {}),
    ...lead.extra,
  } satisfies Partial<Lead>
}

/**
 * Commits the lead, its CV and its outbox rows in one transaction, before the visitor is answered
 * (docs/product.md §7: nothing is lost, nothing is half-stored). Throws when the database fails; the caller
 * answers 503 and the visitor can send again.
 */
/** Payload's own upload checks refused the CV (say, a PDF without its cross-reference table). */
export class CvRejectedError extends Error {
  constructor(readonly detail: string) {
    super(`CV refused: ${detail}`)
    this.name = 'CvRejectedError'
  }
}

function isFileValidationError(error: unknown): error is ValidationError {
  return error instanceof ValidationError && error.data.errors.some((e) => e.path === 'file')
}

type Created = { collection: 'resumes' | 'leads' | 'site-visits'; id: number } | { undo: () => Promise<void> }

/**
 * Commits the lead, its CV and its outbox rows together, before the visitor is answered (docs/product.md §7:
 * nothing is lost, nothing is half-stored). On PostgreSQL this is one database transaction. The
 * SQLite adapter runs without transactions unless `transactionOptions` is set in payload.config.ts;
 * there a failure removes what was already written instead (a crash between the writes could still
 * leave a lead without outbox rows: ADR 009). Throws when the database fails, and CvRejectedError
 * when Payload's upload checks refuse the file.
 */
export async function storeLead(payload: Payload, lead: NewLead): Promise<{ id: number; duplicateOf?: number }> {
  const now = lead.now ?? new Date()
  try {
    return await inLeadTransaction(payload, async (req, created) => {
      let resumeId: number | undefined
      const cv = lead.data.cv
      if (cv?.kind && cv.file.bytes) {
        const resume = await payload.create({
          collection: 'resumes',
          data: { name: lead.data.name },
          file: {
            data: Buffer.from(cv.file.bytes),
            mimetype: CV_TYPES[cv.kind].mimeType,
            name: cvFilename(cv.kind, now),
            size: cv.file.bytes.byteLength,
          },
          req,
          overrideAccess: true,
          depth: 0,
        })
        resumeId = resume.id
        created.push({ collection: 'resumes', id: resume.id })
      }
      // A booking takes its place first, so a full slot costs no other write. Spam takes none.
      const visit = isWorkedStatus(lead.status) && lead.property ? lead.visit : undefined
      if (visit) {
        const key = { property: lead.property!.id, date: visit.date, start: visit.start }
        if (!(await takePlace(payload, req, key, visit.capacity, now))) throw new SlotFullError()
        // Without a transaction the place is given back by hand if a later write fails.
        created.push({ undo: () => givePlaceBack(payload, key) })
      }
      const duplicateOf = await findDuplicate(payload, req, lead, now)
      const stored = await payload.create({
        collection: 'leads',
        data: leadFields({ ...lead, now }, duplicateOf, resumeId),
        req,
        overrideAccess: true,
        depth: 0,
      })
      created.push({ collection: 'leads', id: stored.id })
      // Spam (and a test lead) is kept for the record (docs/product.md §7) but not sent on to the sales team or its CRM.
      if (isWorkedStatus(lead.status)) {
        await enqueueLeadDeliveries({ payload, req, leadId: stored.id, form: stored.form, now })
        await enqueueBuyerAcks({ payload, req, leadId: stored.id, email: stored.email, phone: stored.phone, now })
      }
      if (visit) {
        const booking = await payload.create({
          collection: 'site-visits',
          data: {
            lead: stored.id,
            property: lead.property!.id,
            visit_date: visit.date,
            slot_start: visit.start,
            slot_end: visit.end,
            starts_at: visit.startsAt.toISOString(),
            status: 'booked',
            name: lead.data.name,
            phone: lead.data.phone.e164,
            project_name: lead.property!.projectName,
          },
          req,
          overrideAccess: true,
          depth: 0,
        })
        created.push({ collection: 'site-visits', id: booking.id })
        await enqueueVisitMails({ payload, req, leadId: stored.id, startsAt: visit.startsAt, now })
      }
      if (isWorkedStatus(lead.status)) await routeNewLead(payload, req, stored, now)
      return { id: stored.id, ...(duplicateOf ? { duplicateOf } : {}) }
    })
  } catch (error) {
    if (isFileValidationError(error)) throw new CvRejectedError(error.message)
    throw error
  }
}

export type AccountLead = { name: string; email?: string; phone?: string; source: string; now?: Date }

/**
 * The `new-user` lead of docs/product.md §8, written by the sign-in hand-off rather than posted by a form: the
 * visitor already proved who they are by signing in, so it skips the form checks but is stored and
 * delivered exactly like a posted lead.
 */
export async function storeAccountLead(payload: Payload, lead: AccountLead): Promise<{ id: number }> {
  const now = lead.now ?? new Date()
  return inLeadTransaction(payload, async (req, created) => {
    const stored = await payload.create({
      collection: 'leads',
      data: {
        form: 'new-user',
        status: 'new',
        name: lead.name,
        ...(lead.email ? { email: lead.email } : {}),
        ...(lead.phone ? { phone: lead.phone } : {}),
        message: 'Created an account on the website',
        source: lead.source,
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
    created.push({ collection: 'leads', id: stored.id })
    await enqueueLeadDeliveries({ payload, req, leadId: stored.id, form: 'new-user', now })
    await enqueueBuyerAcks({ payload, req, leadId: stored.id, email: stored.email, phone: stored.phone, now })
    await routeNewLead(payload, req, stored, now)
    return { id: stored.id }
  })
}

/**
 * Runs the writes of one lead as a unit: one database transaction on PostgreSQL; on SQLite, where
 * the adapter runs without transactions, a failure removes the rows already written instead.
 */
async function inLeadTransaction<T>(
  payload: Payload,
  write: (req: Awaited<ReturnType<typeof createLocalReq>>, created: Created[]) => Promise<T>,
): Promise<T> {
  return leadWrites(() => leadTransaction(payload, write))
}

/**
 * Leads written at once by this process. Each holds a pooled connection for its transaction
 * (PostgreSQL pool: 10, a 5 s wait for a free one) while Payload's hooks may ask for another; a
 * burst of hundreds would time out in the pool and be refused. Beyond this many, leads wait their
 * turn here instead, in order, and are all stored; a database that is down still fails each one
 * at once.
 */
const LEAD_WRITES_AT_ONCE = 4
const leadWrites = pLimit(LEAD_WRITES_AT_ONCE)

async function leadTransaction<T>(
  payload: Payload,
  write: (req: Awaited<ReturnType<typeof createLocalReq>>, created: Created[]) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  const inTransaction = await initTransaction(req)
  if (!inTransaction) delete req.transactionID
  const created: Created[] = []
  try {
    const result = await write(req, created)
    if (inTransaction) await commitTransaction(req)
    return result
  } catch (error) {
    if (inTransaction) await killTransaction(req)
    else await undo(payload, created)
    throw error
  }
}

/**
 * Without a transaction: removes the rows written so far, newest first (a lead takes its deliveries
 * along), and gives back a slot place a booking took.
 */
async function undo(payload: Payload, created: Created[]): Promise<void> {
  for (const step of created.reverse()) {
    try {
      if ('undo' in step) await step.undo()
      else await payload.delete({ collection: step.collection, id: step.id, overrideAccess: true })
    } catch (error) {
      logger.error({ err: error, ...('undo' in step ? {} : step) }, 'Lead intake: could not remove a half-stored lead')
    }
  }
}

/**
 * The newest earlier lead within 24 hours with the same phone or e-mail and the same property (or
 * both without a property). Spam is never the original of a real lead.
 */
async function findDuplicate(
  payload: Payload,
  req: Awaited<ReturnType<typeof createLocalReq>>,
  lead: NewLead,
  now: Date,
): Promise<number | undefined> {
  const same: Where[] = [
    ...(lead.data.phone.e164 ? [{ phone: { equals: lead.data.phone.e164 } }] : []),
    ...(lead.data.email ? [{ email: { equals: lead.data.email } }] : []),
  ]
  if (same.length === 0) return undefined
  const where: Where = {
    and: [
      { or: same },
      lead.property ? { property: { equals: lead.property.id } } : { property: { exists: false } },
      { createdAt: { greater_than: new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString() } },
      { status: { not_in: ['spam', 'test'] } },
    ],
  }
  const result = await payload.find({
    collection: 'leads',
    where,
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { createdAt: true },
    req,
  })
  return result.docs[0]?.id
}
