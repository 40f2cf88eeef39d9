import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { logger } from '@/lib/logger'
import { readCappedText } from '@/lib/http/body'
import { NO_STORE, problem, tooManyRequests } from '@/lib/http/responses'
import { metrics } from '@/lib/observability/metrics'

import { profanityList } from '../intake/intake.server'
import { type LeadProperty, storeLead } from '../intake/store.server'
import { channelLeadData, formOf, sourceConsent } from './channel-lead.server'
import { claimIdempotencyKey, completeIdempotencyKey, isValidIdempotencyKey, releaseIdempotencyKey } from './idempotency.server'
import { findPublishedPropertyByRef } from './property.server'
import { consumeSource } from './rate-limit.server'
import { API_MESSAGES, validateApiLead } from './schema'
import { bearerKey, findActiveSource } from './sources.server'

/** A lead with the longest message (65535 characters, up to 4 bytes each) fits, with its other fields. */
export const API_BODY_LIMIT_BYTES = 300 * 1024

const UNAUTHORIZED = 'Authorization: send "Bearer <key>" with the key of an active api lead source'

/**
 * `POST /api/leads` (docs/product.md §22): key → per-key limit → body (capped) → validation →
 * idempotency claim → the site forms' store (duplicates, routing, outbox, SLA alert) → `201`.
 * Every refusal names its field or rule; a database failure is a 503 the caller can retry.
 */
export async function handleApiLeadPost(request: Request): Promise<Response> {
  let payload: Payload
  try {
    payload = await getPayload({ config })
  } catch (error) {
    logger.error({ err: error }, 'Lead API: Payload is unavailable')
    return unavailable()
  }
  let claimId: number | undefined
  try {
    const source = await findActiveSource(payload, bearerKey(request.headers), 'api')
    if (!source) {
      await request.body?.cancel().catch(() => {})
      return problem(401, UNAUTHORIZED, { headers: { 'www-authenticate': 'Bearer realm="leads"' } })
    }
    const limit = await consumeSource(source.id)
    if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds, 'leads from this key')

    const idempotencyKey = request.headers.get('idempotency-key')
    if (idempotencyKey !== null && !isValidIdempotencyKey(idempotencyKey)) {
      const message = 'Idempotency-Key must be 1 to 255 visible ASCII characters'
      return problem(422, message, { errors: { 'Idempotency-Key': message } })
    }

    const body = await readCappedText(request, API_BODY_LIMIT_BYTES)
    if (!body.ok) {
      return body.reason === 'too-large'
        ? problem(413, `The body is too large: at most ${API_BODY_LIMIT_BYTES} bytes`)
        : problem(400, 'The body could not be read as UTF-8 text')
    }
    let input: unknown
    try {
      input = JSON.parse(body.text)
    } catch {
      return problem(400, 'The body is not valid JSON')
    }
    const now = new Date()
    const result = validateApiLead(input, { profanityList: await profanityList(payload), now })
    if (!result.ok) return invalid(result.errors)
    const data = result.data

    let property: LeadProperty | undefined
    if (data.property) {
      property = await findPublishedPropertyByRef(payload, data.property)
      if (!property) return invalid({ property: API_MESSAGES.property })
    } else if (source.defaultPropertyId) {
      property = await findPublishedPropertyByRef(payload, source.defaultPropertyId)
    }

    if (idempotencyKey !== null) {
      const claim = await claimIdempotencyKey(payload, source.id, idempotencyKey, now)
      if (claim.kind === 'answered') return Response.json(claim.answer.body, { status: claim.answer.status, headers: { ...NO_STORE, 'idempotent-replayed': 'true' } })
      if (claim.kind === 'in-progress') return problem(409, 'Idempotency-Key: a request with this key is still being processed; retry shortly', { headers: { 'retry-after': '5' } })
      claimId = claim.id
    }

    const form = formOf(source, 'api')
    const stored = await storeLead(payload, {
      data: channelLeadData(source, data),
      status: 'new',
      form,
      ...(property ? { property } : {}),
      now,
      extra: {
        lead_source: source.id,
        ...(property || !data.city ? {} : { city: data.city }),
        ...(data.sourceRef ? { source_ref: data.sourceRef } : {}),
        ...(data.receivedAt ? { received_at: data.receivedAt.toISOString() } : {}),
        ...(data.consent ? sourceConsent(source, data.receivedAt ?? now) : {}),
      },
    })
    metrics().leadsReceived.inc({ form })
    const answer = { id: String(stored.id), ...(stored.duplicateOf ? { duplicate_of: String(stored.duplicateOf) } : {}) }
    if (claimId !== undefined) await completeIdempotencyKey(payload, claimId, { status: 201, body: answer })
    logger.info({ lead: stored.id, source: source.name }, 'Lead received from the API')
    return Response.json(answer, { status: 201, headers: NO_STORE })
  } catch (error) {
    logger.error({ err: error }, 'Lead API: could not store the lead')
    if (claimId !== undefined) await releaseIdempotencyKey(payload, claimId).catch(() => {})
    return unavailable()
  }
}

function invalid(errors: Record<string, string>): Response {
  const [field, message] = Object.entries(errors)[0]!
  return problem(422, `${field}: ${message}`, { errors })
}

function unavailable(): Response {
  return problem(503, 'The lead could not be stored right now; please retry in a minute', { headers: { 'retry-after': '30' } })
}
