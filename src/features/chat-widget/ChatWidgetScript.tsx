/**
 * Zoho SalesIQ's embed for site data `chat_widget` (docs/product.md §18): the inline start and the
 * widget's script, plain tags in the page's HTML so the production server gives them the
 * response's CSP nonce. Rendered only while a widget is configured.
 */
import { CHAT_BOOTSTRAP, type ChatWidget, chatScriptUrl } from './widget'

export function ChatWidgetScript({ widget }: { widget: ChatWidget }) {
  return (
    <>
      <script id="zsiq-start" dangerouslySetInnerHTML={{ __html: CHAT_BOOTSTRAP }} />
      <script id="zsiqscript" src={chatScriptUrl(widget)} defer />
    </>
  )
}
