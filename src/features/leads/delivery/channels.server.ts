import 'server-only'

/**
 * The three ways a lead leaves the site (docs/product.md §7): e-mail to SALES_EMAIL, a signed webhook, and the
 * optional relay to a hosted Zoho form; and the messages about a lead that share its outbox (docs/product.md
 * §15): the site-visit confirmation and reminder, and the SLA alert. Each resolves when the receiver took the lead and throws
 * otherwise; the worker turns a throw into a retry.
 */
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { instanceId } from '@/lib/shared/instance'
import { type MailSettings, mailSettingsFromEnv, sendMail } from '@/lib/mail/send'

import { isVisitChannel, sendVisitMail } from '../../site-visits/visit-mail.server'
import { sendBuyerAck, sendBuyerWhatsApp } from '../ack/buyer-ack.server'
import { sendFollowUpReminder } from '../follow-up/reminder.server'
import { type LeadRecord, leadMail, signature, slaAlertMail, webhookBody, zohoForm } from './message'

export type DeliverySettings = {
  siteUrl: string
  salesEmail?: string
  mail: MailSettings
  webhookUrl?: string
  webhookSecret?: string
  /** Form name (lower case) → hosted Zoho form URL, from ZOHO_FORM_URL_<FORM>. */
  zohoFormUrls: Record<string, string>
  /** How long a webhook or Zoho receiver may take to answer. */
  timeoutMs: number
}

export function deliverySettingsFromEnv(): DeliverySettings {
  const config = env()
  return {
    siteUrl: config.SITE_URL,
    salesEmail: config.SALES_EMAIL,
    mail: mailSettingsFromEnv(),
    webhookUrl: config.LEAD_WEBHOOK_URL,
    webhookSecret: config.LEAD_WEBHOOK_SECRET,
    zohoFormUrls: config.zohoFormUrls,
    timeoutMs: 10_000,
  }
}

export type Delivery = { channel: string; idempotencyKey: string }

class DeliveryError extends Error {
  override name = 'DeliveryError'
}

async function answered(response: Response, receiver: string, ok: (status: number) => boolean): Promise<void> {
  // Read the body so the connection goes back to the pool, but never keep or log it.
  await response.arrayBuffer().catch(() => undefined)
  if (!ok(response.status)) throw new DeliveryError(`${receiver} answered ${response.status} ${response.statusText}`.trim())
}

async function email(lead: LeadRecord, settings: DeliverySettings): Promise<void> {
  // Without SMTP the dev outbox takes the mail, addressed to a placeholder if no one is set.
  const to = settings.salesEmail ?? (settings.mail.smtpUrl ? undefined : 'sales@localhost')
  if (!to) throw new DeliveryError('SALES_EMAIL is not set')
  await sendMail({ to, ...leadMail(lead, settings.siteUrl), ...(lead.email ? { replyTo: lead.email } : {}) }, settings.mail)
}

async function webhook(lead: LeadRecord, delivery: Delivery, settings: DeliverySettings): Promise<void> {
  if (!settings.webhookUrl) throw new DeliveryError('LEAD_WEBHOOK_URL is not set')
  if (!settings.webhookSecret) throw new DeliveryError('LEAD_WEBHOOK_SECRET is not set')
  const body = webhookBody(lead)
  const response = await fetch(settings.webhookUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Signature': signature(body, settings.webhookSecret),
      'Idempotency-Key': delivery.idempotencyKey,
      'User-Agent': 'griha-homes-lead-delivery',
      // Which server process sent it (GET /api/health names the same id): for tracing a delivery.
      'X-Griha-Instance': instanceId(),
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(settings.timeoutMs),
  })
  await answered(response, 'Webhook', (status) => status >= 200 && status < 300)
}

async function zoho(lead: LeadRecord, settings: DeliverySettings): Promise<void> {
  const url = settings.zohoFormUrls[lead.form] ?? settings.zohoFormUrls[lead.form.replace(/-/g, '_')]
  if (!url) throw new DeliveryError(`ZOHO_FORM_URL_${lead.form.toUpperCase().replace(/-/g, '_')} is not set`)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: zohoForm(lead),
    // Hosted forms answer a good post with a redirect to their thank-you page.
    redirect: 'manual',
    signal: AbortSignal.timeout(settings.timeoutMs),
  })
  await answered(response, 'Zoho', (status) => status >= 200 && status < 400)
}

/** What the visitor mails (docs/product.md §15) need besides the lead: the database and the run's clock. */
export type DeliveryContext = { payload: Payload; now: Date }

/**
 * The SLA alert (docs/product.md §15): only while the lead is still `new` (the worker has just read it); one
 * mail to its assignee and every admin. A lead someone already worked resolves without a mail, and
 * the row is closed as sent.
 */
async function slaAlert(lead: LeadRecord, settings: DeliverySettings, context: DeliveryContext | undefined): Promise<void> {
  if (lead.status !== 'new') return
  if (!context) throw new DeliveryError('The SLA alert needs the database')
  const { payload, now } = context
  const assigneeId = typeof lead.assignee === 'object' && lead.assignee ? lead.assignee.id : lead.assignee
  const [admins, assignee] = await Promise.all([
    payload.find({
      collection: 'editors',
      where: { roles: { in: ['admin'] } },
      depth: 0,
      limit: 100,
      pagination: false,
      overrideAccess: true,
      select: { email: true },
    }),
    assigneeId
      ? payload.findByID({ collection: 'editors', id: assigneeId, depth: 0, overrideAccess: true, disableErrors: true, select: { email: true, name: true } })
      : null,
  ])
  const recipients = [...new Set([assignee?.email, ...admins.docs.map((admin) => admin.email)].filter((email): email is string => Boolean(email)))]
  // Nobody to tell (no admin account yet): the sales inbox instead, so the alert is not lost.
  if (recipients.length === 0) recipients.push(settings.salesEmail ?? (settings.mail.smtpUrl ? '' : 'sales@localhost'))
  if (!recipients[0]) throw new DeliveryError('No admin, assignee or SALES_EMAIL to send the SLA alert to')
  const who = assignee ? [assignee.name, assignee.email].filter(Boolean).join(' ') : null
  await sendMail({ to: recipients.join(', '), ...slaAlertMail(lead, { siteUrl: settings.siteUrl, now, assignee: who }) }, settings.mail)
}

/**
 * Sends one lead over one channel; throws with a short reason when it was not taken. 'skipped':
 * there was nothing to send any more (a reminder of a cancelled visit), which counts as done.
 */
export async function deliver(lead: LeadRecord, delivery: Delivery, settings: DeliverySettings, context?: DeliveryContext): Promise<void | 'skipped'> {
  if (isVisitChannel(delivery.channel)) {
    if (!context) throw new DeliveryError(`Channel ${delivery.channel} needs the database`)
    const outcome = await sendVisitMail(context.payload, lead, delivery.channel, settings, context.now)
    return outcome === 'skipped' ? 'skipped' : undefined
  }
  switch (delivery.channel) {
    case 'buyer-ack':
      if (!context) throw new DeliveryError('The buyer acknowledgement needs the database')
      return sendBuyerAck(context.payload, lead, settings)
    case 'buyer-whatsapp':
      return sendBuyerWhatsApp(lead)
    case 'follow-up-reminder':
      if (!context) throw new DeliveryError('The follow-up reminder needs the database')
      return sendFollowUpReminder(context.payload, lead, delivery, settings)
    case 'sla-alert':
      return slaAlert(lead, settings, context)
    case 'email':
      return email(lead, settings)
    case 'webhook':
      return webhook(lead, delivery, settings)
    case 'zoho':
      return zoho(lead, settings)
    default:
      throw new DeliveryError(`Unknown channel ${delivery.channel}`)
  }
}
