import 'server-only'

/**
 * The buyer's acknowledgement (docs/product.md §22) through the lead outbox, so it is retried like
 * every delivery and never lost: `buyer-ack`, a mail due at once for a lead with an e-mail, and
 * `buyer-whatsapp`, the WhatsApp template for a lead with a phone when the Cloud API is configured.
 * Both rows are written with the lead; the mail is composed when it is sent, so it names the
 * assignee that routing chose in the same write.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Media } from '@/cms/payload-types'
import { type MailSettings, sendMail } from '@/lib/mail/send'
import { SITE_NAME } from '@/lib/site'

import { localizedPath } from '../../i18n/locales'
import { propertyUrl } from '../../properties/summary'
import { sendTemplate, whatsAppSettingsFromEnv, type WhatsAppSettings } from '../../whatsapp/cloud-api.server'
import type { LeadRecord } from '../delivery/message'
import { idempotencyKey } from '../intake/outbox.server'
import { type AckDetails, buyerAckMail, DEFAULT_OFFICE_HOURS } from './messages'

/** Site data items read for the mail. */
export const ACK_SITE_DATA = { officeHours: 'office_hours', phone: 'phone_number' } as const

export async function enqueueBuyerAcks({
  payload,
  req,
  leadId,
  email,
  phone,
  now = new Date(),
}: {
  payload: Payload
  req: PayloadRequest
  leadId: number
  email?: string | null
  phone?: string | null
  now?: Date
}): Promise<void> {
  const channels = [...(email ? (['buyer-ack'] as const) : []), ...(phone && whatsAppSettingsFromEnv() ? (['buyer-whatsapp'] as const) : [])]
  for (const channel of channels) {
    await payload.create({
      collection: 'lead-deliveries',
      data: { lead: leadId, channel, status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), idempotency_key: idempotencyKey(leadId, channel) },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
}

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number((value as { id: unknown }).id) : undefined

const absolute = (siteUrl: string, url: string) => (url.startsWith('/') ? `${siteUrl.replace(/\/+$/, '')}${url}` : url)

/** What the mail says, read now: the project, the assignee, the office hours. */
export async function ackDetails(payload: Payload, lead: LeadRecord, siteUrl: string): Promise<AckDetails> {
  const propertyId = idOf(lead.property)
  const assigneeId = idOf(lead.assignee)
  const [property, assignee, siteData] = await Promise.all([
    propertyId ? payload.findByID({ collection: 'properties', id: propertyId, depth: 1, overrideAccess: true, disableErrors: true }) : null,
    assigneeId ? payload.findByID({ collection: 'editors', id: assigneeId, depth: 0, overrideAccess: true, disableErrors: true }) : null,
    payload.find({
      collection: 'site-data',
      where: { item: { in: Object.values(ACK_SITE_DATA) } },
      depth: 0,
      limit: 10,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const item = (name: string) => siteData.docs.find((doc) => doc.item === name)?.content?.trim() || undefined
  const details: AckDetails = { name: lead.name ?? null, officeHours: item(ACK_SITE_DATA.officeHours) ?? DEFAULT_OFFICE_HOURS, siteName: SITE_NAME }
  const sitePhone = item(ACK_SITE_DATA.phone)
  if (sitePhone) details.sitePhone = sitePhone
  const projectName = property?.full_name ?? lead.project_name
  if (projectName) {
    const city = property && typeof property.city === 'object' ? property.city : null
    const brochure = property && typeof property.brochure === 'object' ? (property.brochure as Media | null) : null
    details.project = {
      name: projectName,
      ...(property?.published && city?.slug && property.slug ? { url: absolute(siteUrl, localizedPath(propertyUrl(city.slug, property.slug), lead.language === 'hi' ? 'hi' : 'en')) } : {}),
      ...(brochure?.url ? { brochureUrl: absolute(siteUrl, brochure.url) } : {}),
    }
  }
  if (assignee?.name) details.assignee = { name: assignee.name, ...(assignee.phone ? { phone: assignee.phone } : {}) }
  return details
}

/** Mails the buyer; 'skipped' when the lead has no e-mail (any more). */
export async function sendBuyerAck(payload: Payload, lead: LeadRecord, settings: { siteUrl: string; mail: MailSettings }): Promise<void | 'skipped'> {
  if (!lead.email) return 'skipped'
  const mail = buyerAckMail(await ackDetails(payload, lead, settings.siteUrl), lead.language)
  await sendMail({ to: lead.email, ...mail }, settings.mail)
}

/**
 * The WhatsApp template to the buyer's phone, its body parameters the buyer's name and the project
 * (or the site's name). 'skipped' when the channel was switched off after the row was written.
 */
export async function sendBuyerWhatsApp(lead: LeadRecord, settings: WhatsAppSettings | undefined = whatsAppSettingsFromEnv()): Promise<void | 'skipped'> {
  if (!settings || !lead.phone) return 'skipped'
  await sendTemplate(settings, {
    to: lead.phone,
    template: settings.ackTemplate,
    language: lead.language ?? 'en',
    parameters: [lead.name || 'there', lead.project_name || SITE_NAME],
  })
}
