import 'server-only'

/**
 * The visitor's mails about a booking (docs/product.md §15), sent through the lead outbox (ADR 010) so a
 * restart loses none: `visit-confirmation` due at once, `visit-reminder` due 24 hours before the
 * visit (none when the visit is less than 24 hours away). Both rows are written in the lead's
 * write unit. At send time the booking is read again: a cancelled visit gets no reminder (the row
 * is recorded as sent, with nothing sent).
 */
import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { type MailSettings, sendMail } from '@/lib/mail/send'

import type { LeadRecord } from '../leads/delivery/message'
import { idempotencyKey } from '../leads/intake/outbox.server'
import { purposeKey } from '../leads/intake/secret.server'
import { bookingOfLead, visitProperty } from './bookings.server'
import { cancelToken } from './cancel-token'
import { zonedInstant } from './hours'
import { confirmationMail, reminderMail, type VisitDetails, visitIcs } from './visit-message'

export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000
export const VISIT_CHANNELS = ['visit-confirmation', 'visit-reminder'] as const
export type VisitChannel = (typeof VISIT_CHANNELS)[number]

export const isVisitChannel = (channel: string): channel is VisitChannel => (VISIT_CHANNELS as readonly string[]).includes(channel)

/** The key the cancel links are signed with. */
export const cancelKey = () => purposeKey('site-visit-cancel')

export function cancelUrl(siteUrl: string, bookingId: number, leadId: number): string {
  return `${siteUrl.replace(/\/+$/, '')}/site-visits/cancel?token=${encodeURIComponent(cancelToken(cancelKey(), bookingId, leadId))}`
}

/** Writes the booking's mail rows in the caller's write unit (`req`). */
export async function enqueueVisitMails({
  payload,
  req,
  leadId,
  startsAt,
  now = new Date(),
}: {
  payload: Payload
  req: PayloadRequest
  leadId: number
  startsAt: Date
  now?: Date
}): Promise<void> {
  const remindAt = new Date(startsAt.getTime() - REMINDER_BEFORE_MS)
  const rows: { channel: VisitChannel; at: Date }[] = [{ channel: 'visit-confirmation', at: now }]
  if (remindAt.getTime() > now.getTime()) rows.push({ channel: 'visit-reminder', at: remindAt })
  for (const { channel, at } of rows) {
    await payload.create({
      collection: 'lead-deliveries',
      data: { lead: leadId, channel, status: 'pending', attempts: 0, next_attempt_at: at.toISOString(), idempotency_key: idempotencyKey(leadId, channel) },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
}

class VisitMailError extends Error {
  override name = 'VisitMailError'
}

/**
 * Sends one visit mail for a lead; 'skipped' when there is nothing to send any more (the booking
 * was cancelled, or its visit has begun). Throws when the mail was not taken, for the worker to retry.
 */
export async function sendVisitMail(
  payload: Payload,
  lead: LeadRecord,
  channel: VisitChannel,
  settings: { siteUrl: string; mail: MailSettings },
  now = new Date(),
): Promise<'sent' | 'skipped'> {
  if (!lead.email) throw new VisitMailError(`Lead ${lead.id} has no e-mail address`)
  const booking = await bookingOfLead(payload, lead.id)
  if (!booking) throw new VisitMailError(`Lead ${lead.id} has no site visit`)
  if (booking.status !== 'booked' || (channel === 'visit-reminder' && booking.startsAt.getTime() <= now.getTime())) {
    logger.info({ lead: lead.id, booking: booking.id, channel, status: booking.status }, 'Site visit mail skipped: the visit is cancelled or over')
    return 'skipped'
  }
  const property = await visitProperty(payload, booking.propertyId)
  const timeZone = env().SITE_TIME_ZONE
  const details: VisitDetails = {
    bookingId: booking.id,
    project: property?.name ?? booking.projectName ?? 'the project',
    city: property?.city ?? null,
    address: property?.address ?? null,
    date: booking.date,
    start: booking.start,
    end: booking.end,
    startsAt: booking.startsAt,
    endsAt: zonedInstant(booking.date, booking.end, timeZone),
    timeZone,
    visitorName: lead.name?.trim() || 'visitor',
    visitorEmail: lead.email,
  }
  const link = cancelUrl(settings.siteUrl, booking.id, lead.id)
  const organizerEmail = /<([^>]+)>/.exec(settings.mail.from)?.[1] ?? settings.mail.from
  if (channel === 'visit-confirmation') {
    const ics = visitIcs(details, {
      host: new URL(settings.siteUrl).hostname,
      organizer: { name: 'Site visits', email: organizerEmail },
      cancelUrl: link,
    })
    await sendMail({ to: lead.email, ...confirmationMail(details, link, lead.language), icalEvent: { method: 'REQUEST', filename: 'site-visit.ics', content: ics } }, settings.mail)
  } else {
    await sendMail({ to: lead.email, ...reminderMail(details, link, lead.language) }, settings.mail)
  }
  return 'sent'
}
