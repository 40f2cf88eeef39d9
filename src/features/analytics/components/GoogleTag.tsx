/**
 * Google's tag for site data `g_tag_id` (docs/product.md §18): the inline start (data layer,
 * Consent Mode defaults) and the tag's script. Plain tags in the page's HTML, so the production
 * server gives both the response's CSP nonce (src/lib/server/security-headers.ts); rendered only
 * while an id is configured. The same for every visitor: only the id is written into the page.
 */
import { tagBootstrap, tagScriptUrl } from '../tag'

export function GoogleTag({ id }: { id: string }) {
  return (
    <>
      <script id="google-tag-start" dangerouslySetInnerHTML={{ __html: tagBootstrap(id) }} />
      <script id="google-tag" async src={tagScriptUrl(id)} />
    </>
  )
}
