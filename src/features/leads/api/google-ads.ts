/**
 * Google Ads lead form webhook bodies (docs/product.md §22), mapped to a lead. Google has already
 * checked what the buyer typed and cannot fix anything we would refuse, so values are trimmed and
 * cut to length, never refused; only a body without `lead_id` is not a lead. Pure.
 * Body: `{google_key, lead_id, form_id, campaign_id, adgroup_id, creative_id, gcl_id, is_test,
 * user_column_data: [{column_id, column_name?, string_value}]}`.
 */
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, TRACKING_MAX_LENGTH } from '../fields'
import { parsePhone, type PhoneParts, splitInternationalNumber } from '../phone'

export type GoogleAdsLead = {
  googleKey: string
  leadId: string
  formId?: string
  campaignId?: string
  adgroupId?: string
  creativeId?: string
  gclId?: string
  isTest: boolean
  name: string
  email: string
  /** Parsed when possible; otherwise the number as sent is kept in the message. */
  phone?: PhoneParts
  city?: string
  /** The custom questions' answers (and an unparseable phone), one `Question: answer` a line. */
  message: string
}

const KNOWN_COLUMNS = new Set(['FULL_NAME', 'FIRST_NAME', 'LAST_NAME', 'EMAIL', 'PHONE_NUMBER', 'CITY'])

/** An id Google sends as a number or a string; absent when empty. */
function id(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && value.trim()) return value.trim().slice(0, TRACKING_MAX_LENGTH)
  return undefined
}

function phoneOf(raw: string): PhoneParts | undefined {
  const value = raw.trim()
  if (!value) return undefined
  if (value.startsWith('+') || value.startsWith('00')) return splitInternationalNumber(value)
  return parsePhone('+91', value.replace(/[^\d -]/g, ''))
}

export function mapGoogleAdsLead(input: unknown): { ok: true; lead: GoogleAdsLead } | { ok: false; error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, error: 'The body must be a JSON object' }
  const body = input as Record<string, unknown>
  const leadId = id(body.lead_id)
  if (!leadId) return { ok: false, error: 'lead_id: required' }
  const columns = new Map<string, string>()
  const questions: string[] = []
  for (const column of Array.isArray(body.user_column_data) ? body.user_column_data : []) {
    if (typeof column !== 'object' || column === null) continue
    const { column_id: columnId, column_name: columnName, string_value: value } = column as Record<string, unknown>
    if (typeof value !== 'string' || !value.trim()) continue
    const key = typeof columnId === 'string' ? columnId.trim().toUpperCase() : ''
    if (KNOWN_COLUMNS.has(key)) columns.set(key, value.trim())
    else questions.push(`${typeof columnName === 'string' && columnName.trim() ? columnName.trim() : key || 'Answer'}: ${value.trim()}`)
  }
  const name = (columns.get('FULL_NAME') ?? [columns.get('FIRST_NAME'), columns.get('LAST_NAME')].filter(Boolean).join(' ')).slice(0, NAME_MAX_LENGTH)
  const rawPhone = columns.get('PHONE_NUMBER') ?? ''
  const phone = phoneOf(rawPhone)
  if (rawPhone && !phone) questions.push(`Phone number as sent: ${rawPhone.slice(0, 40)}`)
  const city = columns.get('CITY')?.slice(0, TRACKING_MAX_LENGTH)
  const lead: GoogleAdsLead = {
    googleKey: typeof body.google_key === 'string' ? body.google_key : '',
    leadId,
    isTest: body.is_test === true || body.is_test === 'true',
    name,
    email: (columns.get('EMAIL') ?? '').toLowerCase().slice(0, 256),
    message: questions.join('\n').slice(0, MESSAGE_MAX_LENGTH),
    ...(phone ? { phone } : {}),
    ...(city ? { city } : {}),
  }
  const ids = { formId: body.form_id, campaignId: body.campaign_id, adgroupId: body.adgroup_id, creativeId: body.creative_id, gclId: body.gcl_id }
  for (const [key, value] of Object.entries(ids) as [keyof typeof ids, unknown][]) {
    const text = id(value)
    if (text) lead[key] = text
  }
  return { ok: true, lead }
}
