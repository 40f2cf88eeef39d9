import 'server-only'

/**
 * The WhatsApp Cloud API (Meta's Graph API), the one module that talks to it (docs/product.md §22):
 * a template message to one phone. Configured by WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and
 * WHATSAPP_ACK_TEMPLATE; WHATSAPP_API_URL points it elsewhere (the tests' local stand-in).
 */
import { env } from '@/lib/env'

export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0'

export type WhatsAppSettings = { token: string; phoneNumberId: string; ackTemplate: string; apiUrl: string; timeoutMs: number }

/** The settings when all three variables are set; otherwise the channel is off. */
export function whatsAppSettingsFromEnv(): WhatsAppSettings | undefined {
  const config = env()
  if (!config.WHATSAPP_TOKEN || !config.WHATSAPP_PHONE_NUMBER_ID || !config.WHATSAPP_ACK_TEMPLATE) return undefined
  return {
    token: config.WHATSAPP_TOKEN,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    ackTemplate: config.WHATSAPP_ACK_TEMPLATE,
    apiUrl: config.WHATSAPP_API_URL ?? DEFAULT_WHATSAPP_API_URL,
    timeoutMs: 10_000,
  }
}

export class WhatsAppError extends Error {
  override name = 'WhatsAppError'
}

/**
 * Sends the template `template` in `language` to `e164`, its body parameters in order. Resolves
 * with the message id when the API took it; throws otherwise (the outbox retries).
 */
export async function sendTemplate(
  settings: WhatsAppSettings,
  message: { to: string; template: string; language: string; parameters: string[] },
): Promise<string> {
  const response = await fetch(`${settings.apiUrl.replace(/\/+$/, '')}/${settings.phoneNumberId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to.replace(/^\+/, ''),
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.language },
        components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
      },
    }),
    redirect: 'manual',
    signal: AbortSignal.timeout(settings.timeoutMs),
  })
  const body = (await response.json().catch(() => null)) as { messages?: { id?: string }[]; error?: { message?: string } } | null
  if (!response.ok) throw new WhatsAppError(`WhatsApp Cloud API answered ${response.status}${body?.error?.message ? `: ${body.error.message}` : ''}`)
  const id = body?.messages?.[0]?.id
  if (!id) throw new WhatsAppError('WhatsApp Cloud API answered without a message id')
  return id
}
