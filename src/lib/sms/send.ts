/**
 * Outgoing text messages (docs/product.md §8 sign-in codes): a JSON POST to SMS_WEBHOOK_URL when it is set
 * (the gateway of the operator's choice: `{"to": "+91…", "message": "…"}`, signed like the lead
 * webhook when LEAD_WEBHOOK_SECRET is set); otherwise the log and the dev outbox,
 * DATA_DIR/outbox/sms.jsonl, one JSON object a line, so phone sign-in works on the embedded default
 * and tests read the code from there.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { signature } from '@/features/leads/delivery/message'

import { env } from '../env'
import { logger } from '../logger'

export type Sms = { to: string; message: string }

export function smsOutboxFile(dataDir: string): string {
  return path.join(dataDir, 'outbox', 'sms.jsonl')
}

const SMS_TIMEOUT_MS = 10_000

/** Sends one message; throws when the gateway does not accept it. */
export async function sendSms(sms: Sms): Promise<{ via: 'webhook' | 'outbox' }> {
  const config = env()
  if (config.SMS_WEBHOOK_URL) {
    const body = JSON.stringify({ to: sms.to, message: sms.message })
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (config.LEAD_WEBHOOK_SECRET) {
      headers['x-signature'] = signature(body, config.LEAD_WEBHOOK_SECRET)
    }
    const response = await fetch(config.SMS_WEBHOOK_URL, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`)
    return { via: 'webhook' }
  }
  const file = smsOutboxFile(config.DATA_DIR)
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.appendFile(file, `${JSON.stringify({ ...sms, at: new Date().toISOString() })}\n`, 'utf8')
  logger.info({ sms: { to: sms.to }, outbox: file }, 'SMS written to the dev outbox (SMS_WEBHOOK_URL is not set)')
  return { via: 'outbox' }
}
