import 'server-only'

/**
 * Follow-ups (docs/product.md §22): a lead's `follow_up_at` books one `follow-up-reminder` row in
 * the lead outbox, due at that time, keyed by the lead and the time, so the same time never mails
 * twice. At send time the lead is read again: a follow-up moved or cleared since sends nothing (the
 * moved time has its own row), and the mail goes to whoever is the assignee then.
 */
import type { Payload, PayloadRequest } from 'payload'

import { type MailSettings, sendMail } from '@/lib/mail/send'

import type { LeadRecord } from '../delivery/message'

const KEY_PREFIX = 'follow-up'

export const followUpKey = (leadId: number | string, at: Date) => `lead-${leadId}-${KEY_PREFIX}-${at.getTime()}`

/** The follow-up time a reminder row was booked for, from its idempotency key. */
export function followUpTimeOf(key: string): Date | undefined {
  const match = /-follow-up-(\d+)$/.exec(key)
  return match ? new Date(Number(match[1])) : undefined
}

/** Books the reminder of `at` for the lead unless that time already has one; in the caller's write. */
export async function scheduleFollowUpReminder(payload: Payload, req: PayloadRequest, leadId: number, at: Date): Promise<void> {
  const key = followUpKey(leadId, at)
  const existing = await payload.count({ collection: 'lead-deliveries', where: { idempotency_key: { equals: key } }, overrideAccess: true, req })
  if (existing.totalDocs > 0) return
  await payload.create({
    collection: 'lead-deliveries',
    data: { lead: leadId, channel: 'follow-up-reminder', status: 'pending', attempts: 0, next_attempt_at: at.toISOString(), idempotency_key: key },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

export function followUpMail(lead: LeadRecord, siteUrl: string, at: Date): { subject: string; text: string } {
  const who = [lead.name, lead.phone].filter(Boolean).join(', ')
  const about = lead.project_name ? ` about ${lead.project_name}` : ''
  return {
    subject: `Follow up now: ${lead.name ?? 'a lead'}${about}`,
    text: [
      `You planned to follow up on this lead at ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
      '',
      `Lead: ${who}${about}`,
      `Status: ${lead.status}`,
      `Open it: ${siteUrl.replace(/\/+$/, '')}/cms/collections/leads/${lead.id}`,
    ].join('\n'),
  }
}

/** Mails the assignee (else the sales inbox) and records the follow-up on the timeline. */
export async function sendFollowUpReminder(
  payload: Payload,
  lead: LeadRecord,
  delivery: { idempotencyKey: string },
  settings: { siteUrl: string; salesEmail?: string; mail: MailSettings },
): Promise<void | 'skipped'> {
  const at = followUpTimeOf(delivery.idempotencyKey)
  if (!at || !lead.follow_up_at || new Date(lead.follow_up_at).getTime() !== at.getTime()) return 'skipped'
  const assigneeId = typeof lead.assignee === 'object' && lead.assignee ? lead.assignee.id : lead.assignee
  const assignee = assigneeId
    ? await payload.findByID({ collection: 'editors', id: assigneeId, depth: 0, overrideAccess: true, disableErrors: true, select: { email: true } })
    : null
  const to = assignee?.email ?? settings.salesEmail ?? (settings.mail.smtpUrl ? undefined : 'sales@localhost')
  if (!to) throw new Error('The lead has no assignee and SALES_EMAIL is not set')
  await sendMail({ to, ...followUpMail(lead, settings.siteUrl, at) }, settings.mail)
  const { SYSTEM_ACTIVITY_CONTEXT } = await import('@/cms/collections/LeadActivities')
  await payload.create({
    collection: 'lead-activities',
    data: { lead: lead.id, kind: 'follow-up', text: `Reminder mailed to ${to}`, at: new Date().toISOString() },
    context: { [SYSTEM_ACTIVITY_CONTEXT]: true },
    overrideAccess: true,
    depth: 0,
  })
}
