/**
 * What each delivery channel sends for a lead: the docs/product.md §7 field names (the names the forms post
 * and the hosted Zoho forms expect), the webhook's JSON body and signature, and the sales e-mail.
 * Pure: unit-tested in message.test.ts.
 */
import { createHmac } from 'node:crypto'

import type { Lead } from '@/cms/payload-types'

import { FIELD, UTM_FIELDS } from '../fields'
import { splitInternationalNumber } from '../phone'

/** A stored lead; `location` and `zc_gad` come with the intake's fields. */
export type LeadRecord = Lead & { location?: string | null; zc_gad?: string | null }

export type LeadFields = Record<string, string | number | null>

function idOf(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}

const text = (value: string | null | undefined) => (value == null || value === '' ? null : value)

/** The lead under the docs/product.md §7 field names, plus id, form, created_at and the stored extras. */
export function leadFields(lead: LeadRecord): LeadFields {
  const phone = lead.phone ? splitInternationalNumber(lead.phone) : undefined
  const fields: LeadFields = {
    id: lead.id,
    form: lead.form,
    created_at: lead.createdAt,
    [FIELD.name]: text(lead.name),
    [FIELD.email]: text(lead.email),
    [FIELD.phoneCountryCode]: phone?.callingCode ?? null,
    [FIELD.phoneNumber]: phone?.nationalNumber ?? text(lead.phone),
    phone_e164: text(lead.phone),
    [FIELD.message]: text(lead.message),
    [FIELD.property]: idOf(lead.property),
    project_name: text(lead.project_name),
    city: text(lead.city),
    [FIELD.bhk]: text(lead.bhk),
    [FIELD.source]: text(lead.source),
    [FIELD.referrerName]: text(lead.referrer),
    landing_page: text(lead.landing_page),
    [FIELD.gad]: text(lead.zc_gad),
  }
  for (const utm of UTM_FIELDS) fields[utm] = text(lead[utm])
  if (lead.form === 'cv') {
    fields[FIELD.nameFirst] = text(lead.name)
    fields[FIELD.nameLast] = text(lead.name)
    fields[FIELD.location] = text(lead.location)
  }
  fields[FIELD.consent] = lead.consent_at ? 'true' : null
  fields.consent_text = text(lead.consent_text)
  fields.consent_at = text(lead.consent_at)
  fields.status = lead.status
  fields.duplicate_of = idOf(lead.duplicate_of)
  return fields
}

/** The webhook body: exactly these bytes are signed and sent. */
export function webhookBody(lead: LeadRecord): string {
  return JSON.stringify(leadFields(lead))
}

/** `sha256=<hex HMAC-SHA256 of the body>`, the X-Signature header a receiver checks. */
export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`
}

/** The Zoho relay's application/x-www-form-urlencoded body: the same names, empty fields left out. */
export function zohoForm(lead: LeadRecord): URLSearchParams {
  const form = new URLSearchParams()
  for (const [name, value] of Object.entries(leadFields(lead))) {
    if (value !== null && value !== '') form.append(name, String(value))
  }
  return form
}

const FORM_TITLES: Record<string, string> = {
  contact: 'contact',
  interest: 'project interest',
  enquiry: 'enquiry',
  cv: 'CV',
  'new-user': 'new user',
  'site-visit': 'site visit',
}

/** The notification to SALES_EMAIL: every field of the lead and a link to it in the CMS. */
export function leadMail(lead: LeadRecord, siteUrl: string): { subject: string; text: string } {
  const where = [lead.project_name, lead.city].filter(Boolean).join(', ')
  const name = lead.name?.trim() || lead.email || lead.phone || `lead ${lead.id}`
  const subject = `New enquiry: ${FORM_TITLES[lead.form] ?? lead.form} — ${name}${where ? ` (${where})` : ''}`.replace(/[\r\n]+/g, ' ')
  const lines = Object.entries(leadFields(lead))
    .filter(([, value]) => value !== null && value !== '')
    .map(([field, value]) => `${field}: ${String(value)}`)
  const link = `${siteUrl.replace(/\/+$/, '')}/cms/collections/leads/${lead.id}`
  return { subject, text: `${lines.join('\n')}\n\nOpen in the CMS: ${link}\n` }
}

/** '45 min', '2 h 5 min', '3 d 4 h': how long a lead has waited. */
export function formatAge(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`
}

/**
 * The SLA alert (docs/product.md §15): a lead is still `new` after `lead_sla_minutes`. Names the lead, how long
 * it has waited, who it is assigned to, and links to it in the CMS.
 */
export function slaAlertMail(lead: LeadRecord, { siteUrl, now, assignee }: { siteUrl: string; now: Date; assignee?: string | null }): { subject: string; text: string } {
  const name = lead.name?.trim() || lead.email || lead.phone || `lead ${lead.id}`
  const age = formatAge(now.getTime() - new Date(lead.createdAt).getTime())
  const where = [lead.project_name, lead.city].filter(Boolean).join(', ')
  const subject = `Lead waiting ${age}: ${name}${where ? ` (${where})` : ''}`.replace(/[\r\n]+/g, ' ')
  const link = `${siteUrl.replace(/\/+$/, '')}/cms/collections/leads/${lead.id}`
  const lines = [
    `Lead ${lead.id} (${FORM_TITLES[lead.form] ?? lead.form}) from ${name} is still new ${age} after it came in.`,
    `Received: ${lead.createdAt}`,
    where ? `Project: ${where}` : null,
    lead.phone ? `Phone: ${lead.phone}` : null,
    lead.email ? `Email: ${lead.email}` : null,
    `Assigned to: ${assignee || 'nobody'}`,
    '',
    `Open in the CMS: ${link}`,
  ]
  return { subject, text: `${lines.filter((line) => line !== null).join('\n')}\n` }
}
