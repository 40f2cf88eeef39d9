import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { logger } from '@/lib/logger'
import { readCappedText } from '@/lib/http/body'
import { NO_STORE, problem, tooManyRequests } from '@/lib/http/responses'
import { metrics } from '@/lib/observability/metrics'

import { storeLead } from '../intake/store.server'
import { channelLeadData, formOf, sourceConsent } from './channel-lead.server'
import { type GoogleAdsLead, mapGoogleAdsLead } from './google-ads'
import { findPublishedPropertyByRef } from './property.server'
import { consumeSource } from './rate-limit.server'
import { findActiveSource } from './sources.server'

export const GOOGLE_ADS_BODY_LIMIT_BYTES = 64 * 1024

const done = () => Response.json({}, { status: 200, headers: NO_STORE })

/**
 * `POST /api/leads/google-ads`, the webhook of Google Ads lead forms (docs/product.md §22):
 * `google_key` must be the key of an active `google-ads` lead source (else 403); a `lead_id` seen
 * before stores nothing new; a test lead (`is_test`) is stored with status `test` and neither routed
 * nor delivered. Google is answered `200 {}` once the lead is stored (or was already).
 */
export async function handleGoogleAdsPost(request: Request): Promise<Response> {
  const body = await readCappedText(request, GOOGLE_ADS_BODY_LIMIT_BYTES)
  if (!body.ok) {
    return body.reason === 'too-large'
      ? problem(413, `The body is too large: at most ${GOOGLE_ADS_BODY_LIMIT_BYTES} bytes`)
      : problem(400, 'The body could not be read as UTF-8 text')
  }
  let input: unknown
  try {
    input = JSON.parse(body.text)
  } catch {
    return problem(400, 'The body is not valid JSON')
  }
  const mapped = mapGoogleAdsLead(input)
  let payload: Payload
  try {
    payload = await getPayload({ config })
    const key = typeof input === 'object' && input && 'google_key' in input ? (input as { google_key: unknown }).google_key : undefined
    const source = await findActiveSource(payload, typeof key === 'string' ? key : undefined, 'google-ads')
    if (!source) return problem(403, 'google_key: not the key of an active google-ads lead source')
    if (!mapped.ok) return problem(400, mapped.error)
    const limit = await consumeSource(source.id)
    if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds, 'leads from this key')
    const lead = mapped.lead
    if (await isStored(payload, lead.leadId)) return done()

    const now = new Date()
    const property = source.defaultPropertyId ? await findPublishedPropertyByRef(payload, source.defaultPropertyId) : undefined
    const form = formOf(source, 'google-ads')
    try {
      await storeLead(payload, {
        data: channelLeadData(source, { ...lead, phone: lead.phone ?? { e164: '', callingCode: '', nationalNumber: '' }, utm: { utm_source: 'google', utm_medium: 'lead-form' } }),
        status: lead.isTest ? 'test' : 'new',
        form,
        ...(property ? { property } : {}),
        now,
        extra: { lead_source: source.id, ...(property || !lead.city ? {} : { city: lead.city }), ...googleIds(lead), ...sourceConsent(source, now) },
      })
    } catch (error) {
      // The same lead_id sent twice at once: the unique id let one in; the other is not an error.
      if (await isStored(payload, lead.leadId)) return done()
      throw error
    }
    if (!lead.isTest) metrics().leadsReceived.inc({ form })
    logger.info({ source: source.name, googleLead: lead.leadId, test: lead.isTest }, 'Lead received from Google Ads')
    return done()
  } catch (error) {
    logger.error({ err: error }, 'Google Ads webhook: could not store the lead')
    return problem(503, 'The lead could not be stored right now', { headers: { 'retry-after': '30' } })
  }
}

function googleIds(lead: GoogleAdsLead) {
  return {
    google_lead_id: lead.leadId,
    ...(lead.campaignId ? { google_campaign_id: lead.campaignId } : {}),
    ...(lead.adgroupId ? { google_adgroup_id: lead.adgroupId } : {}),
    ...(lead.formId ? { google_form_id: lead.formId } : {}),
    ...(lead.creativeId ? { google_creative_id: lead.creativeId } : {}),
    ...(lead.gclId ? { gcl_id: lead.gclId } : {}),
  }
}

async function isStored(payload: Payload, leadId: string): Promise<boolean> {
  const found = await payload.count({ collection: 'leads', where: { google_lead_id: { equals: leadId } }, overrideAccess: true })
  return found.totalDocs > 0
}
