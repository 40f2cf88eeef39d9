import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Lead } from '@/cms/payload-types'
import { DELIVERY_CHANNELS } from '@/cms/collections/LeadDeliveries'
import { type Env, env } from '@/lib/env'

export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number]

/**
 * The channels a lead of this form goes out on (docs/product.md §7): e-mail always (to the log and the dev
 * outbox when no SMTP_URL is set), the signed webhook when LEAD_WEBHOOK_URL is set, the Zoho relay
 * when `ZOHO_FORM_URL_<FORM>` is set.
 */
export function deliveryChannels(
  form: Lead['form'],
  config: Pick<Env, 'LEAD_WEBHOOK_URL' | 'zohoFormUrls'> = env(),
): DeliveryChannel[] {
  const channels: DeliveryChannel[] = ['email']
  if (config.LEAD_WEBHOOK_URL) channels.push('webhook')
  if (config.zohoFormUrls[form]) channels.push('zoho')
  return channels
}

export const idempotencyKey = (leadId: number | string, channel: DeliveryChannel) => `lead-${leadId}-${channel}`

/**
 * Writes the lead's outbox rows, in the caller's transaction (`req.transactionID`), so a lead is
 * never committed without its deliveries nor the other way round. The delivery worker
 * (src/features/leads/delivery) picks up rows that are `pending` and due.
 */
export async function enqueueLeadDeliveries({
  payload,
  req,
  leadId,
  form,
  now = new Date(),
}: {
  payload: Payload
  req: PayloadRequest
  leadId: number
  form: Lead['form']
  now?: Date
}): Promise<void> {
  for (const channel of deliveryChannels(form)) {
    await payload.create({
      collection: 'lead-deliveries',
      data: {
        lead: leadId,
        channel,
        status: 'pending',
        attempts: 0,
        next_attempt_at: now.toISOString(),
        idempotency_key: idempotencyKey(leadId, channel),
      },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
}
