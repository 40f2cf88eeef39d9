/**
 * First-load JavaScript of a page (docs/product.md §12: at most 150 kB gzip): the gzip size of the script
 * files its HTML loads (`<script src>`, without `nomodule` ones, which current browsers skip), and
 * of its inline scripts. Used by `npm run js-budget` and the page-weight test.
 */
import { gzipSync } from 'node:zlib'

export const JS_BUDGET_BYTES = 150 * 1024

export type JsWeight = { path: string; status: number; scripts: number; gzip: number; inlineGzip: number }

/** Measures pages of one site; each script file is fetched and compressed once. */
export function jsWeigher(base: string): (pagePath: string) => Promise<JsWeight> {
  const gzipCache = new Map<string, number>()
  async function gzipBytes(url: string): Promise<number> {
    const known = gzipCache.get(url)
    if (known !== undefined) return known
    const size = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length
    gzipCache.set(url, size)
    return size
  }
  return async (pagePath) => {
    const response = await fetch(`${base}${pagePath}`)
    const html = await response.text()
    const sources = new Set<string>()
    let inline = ''
    for (const tag of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attributes = tag[1]!
      if (/\bnomodule\b/i.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
      const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]
      if (src) sources.add(new URL(src.replace(/&amp;/g, '&'), base).toString())
      else inline += tag[2]
    }
    let gzip = 0
    for (const src of sources) gzip += await gzipBytes(src)
    return { path: pagePath, status: response.status, scripts: sources.size, gzip, inlineGzip: inline ? gzipSync(inline).length : 0 }
  }
}
