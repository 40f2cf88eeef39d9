/**
 * The Zoho SalesIQ chat widget behind site data `chat_widget` and `chat_widget_host`
 * (docs/product.md §18). Pure: the widget code and host as site data gives them, the script URL,
 * the hosts the Content-Security-Policy allows then, and the inline start Zoho's embed expects.
 */
export const CHAT_WIDGET_ITEM = 'chat_widget'
export const CHAT_WIDGET_HOST_ITEM = 'chat_widget_host'
export const DEFAULT_CHAT_HOST = 'salesiq.zohopublic.in'

export type ChatWidget = { code: string; host: string }

const CODE = /^[A-Za-z0-9_-]{8,256}$/
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/

/**
 * The widget code alone, or the `wc=` value of Zoho's embed snippet pasted whole; null for
 * anything else (nothing is loaded).
 */
export function parseChatWidget(code: string | null | undefined, host: string | null | undefined): ChatWidget | null {
  const value = (code ?? '').trim()
  const found = CODE.test(value) ? value : /[?&]wc=([A-Za-z0-9_-]{8,256})/.exec(value)?.[1]
  if (!found) return null
  const name = (host ?? '').trim().toLowerCase() || DEFAULT_CHAT_HOST
  return HOST.test(name) ? { code: found, host: name } : null
}

export function chatScriptUrl(widget: ChatWidget): string {
  return `https://${widget.host}/widget?wc=${encodeURIComponent(widget.code)}`
}

export function chatSources(widget: ChatWidget | null): { script: string[]; connect: string[]; frame: string[] } {
  if (!widget) return { script: [], connect: [], frame: [] }
  const origin = `https://${widget.host}`
  return { script: [origin], connect: [origin, `wss://${widget.host}`], frame: [origin] }
}

/** Zoho's embed starts with `$zoho.salesiq` defined before its script loads. */
export const CHAT_BOOTSTRAP = 'window.$zoho=window.$zoho||{};$zoho.salesiq=$zoho.salesiq||{ready:function(){}};'
