/**
 * Where the bytes of a page's HTML go (scripts/page-weight.ts and the page-weight test): the inline
 * React Server Component payload (`self.__next_f.push(…)` scripts, and within it any stylesheet
 * text), inline `<style>`, inline `<svg>`, JSON-LD, other inline scripts, and the markup left over,
 * with its `class` attributes and visible text. Sizes are UTF-8 bytes of the HTML as sent, before
 * compression.
 */
import { Buffer } from 'node:buffer'

export type HtmlWeight = {
  total: number
  /** Inline RSC payload scripts, as sent (JavaScript string literals). */
  rsc: number
  /** Of `rsc`: text rows holding stylesheets (what `experimental.inlineCss` puts there). */
  rscCss: number
  style: number
  svg: number
  jsonLd: number
  otherScripts: number
  /** Everything else: tags, attributes and text outside scripts, styles and SVG. */
  markup: number
  /** Of `markup`: `class="…"` attributes. */
  classes: number
  /** Of `markup`: text between tags. */
  text: number
}

/** docs/product.md §13: the HTML of every public page, before compression, on the demo content. */
export const HTML_BUDGET_BYTES = 100 * 1024

const bytes = (s: string) => Buffer.byteLength(s, 'utf8')

/** The decoded RSC payload of a page: the strings its `self.__next_f.push([1, "…"])` scripts carry. */
export function rscPayload(html: string): string {
  let payload = ''
  for (const match of html.matchAll(/<script\b[^>]*>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g)) {
    payload += JSON.parse(match[1]!) as string
  }
  return payload
}

/**
 * Rows of an RSC payload (`<id>:<value>`), each with its size. A text row (`<id>:T<hex length>,`)
 * holds raw text that may contain newlines, so rows are cut by the length it declares.
 */
export function rscRows(payload: string): { id: string; text: string }[] {
  const rows: { id: string; text: string }[] = []
  let at = 0
  while (at < payload.length) {
    const colon = payload.indexOf(':', at)
    if (colon < 0) break
    const id = payload.slice(at, colon)
    const textRow = /^T([0-9a-f]+),/.exec(payload.slice(colon + 1, colon + 12))
    let end: number
    if (textRow) {
      // The declared length counts UTF-8 bytes.
      const start = colon + 1 + textRow[0].length
      const length = Number.parseInt(textRow[1]!, 16)
      end = start
      for (let counted = 0; counted < length && end < payload.length; end++) counted += bytes(payload[end]!)
    } else {
      end = payload.indexOf('\n', colon)
      if (end < 0) end = payload.length
    }
    rows.push({ id, text: payload.slice(colon + 1, end) })
    at = end + (payload[end] === '\n' ? 1 : 0)
  }
  return rows
}

const looksLikeCss = (text: string) => /^T[0-9a-f]+,\s*(@(layer|media|font-face|import|supports|property|keyframes)\b|[.#:*a-z][^{]{0,200}\{)/i.test(text)

export function htmlWeight(html: string): HtmlWeight {
  let rsc = 0
  let jsonLd = 0
  let otherScripts = 0
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [whole, attributes, content] = match as unknown as [string, string, string]
    if (content.startsWith('self.__next_f.push(')) rsc += bytes(whole)
    else if (/type="application\/ld\+json"/.test(attributes)) jsonLd += bytes(whole)
    else otherScripts += bytes(whole)
  }
  const rscCss = rscRows(rscPayload(html))
    .filter((row) => looksLikeCss(row.text))
    .reduce((sum, row) => sum + bytes(row.text), 0)
  let style = 0
  for (const match of html.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)) style += bytes(match[0])
  const withoutCode = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
  let svg = 0
  for (const match of withoutCode.matchAll(/<svg\b[\s\S]*?<\/svg>/g)) svg += bytes(match[0])
  const markupOnly = withoutCode.replace(/<svg\b[\s\S]*?<\/svg>/g, '')
  let classes = 0
  for (const match of markupOnly.matchAll(/\sclass="[^"]*"/g)) classes += bytes(match[0])
  let text = 0
  for (const match of markupOnly.matchAll(/>([^<]+)</g)) text += bytes(match[1]!)
  return {
    total: bytes(html),
    rsc,
    rscCss,
    style,
    svg,
    jsonLd,
    otherScripts,
    markup: bytes(markupOnly),
    classes,
    text,
  }
}
