/**
 * The header policy of the production server (ADR 015, ADR 046): which answers shared caches (and
 * so the response cache of ./response-cache.ts) may keep, and for how long, read from the headers
 * an answer leaves with; and the two headers the policy sets itself.
 *
 * - `shareDynamicPages`: a page Next rendered per request gets the lifetime its row in
 *   src/features/routing/page-lifetimes.ts declares, as `Cache-Control`. Next has no option for a
 *   shared lifetime of a dynamic page, so this is the one header written in Next's place; ISR
 *   pages, route handlers and build assets keep the `Cache-Control` Next or the handler set.
 * - `varyHomeOnCookie`: `/` and `/hi` follow the `city` cookie.
 * - `keepSeconds`, `sharedMaxAge`: the reading side, used by the response cache.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { sharedPageSeconds } from '../../features/routing/page-lifetimes'
import { requestContext } from '../observability/request-context'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

/** Request headers that Next.js varies page responses on. */
export const KEY_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'] as const
/**
 * `withPayload` adds `Vary: Sec-CH-Prefers-Color-Scheme` for the CMS's theme (next.config.ts sends
 * it on `/cms` paths only, ADR 060); no answer kept here (no CMS path is) depends on it, so it is
 * not part of the key.
 */
const IGNORED_VARY = 'sec-ch-prefers-color-scheme'
const ALLOWED_VARY = new Set<string>([...KEY_HEADERS, 'accept-encoding', 'cookie', IGNORED_VARY])
/**
 * Build assets (scripts and styles under content-hashed names) that Next sends as `immutable`: kept
 * like pages, so they are compressed once instead of on every request.
 */
export const BUILD_ASSET_PREFIX = '/_next/static/'
/**
 * What a build asset's `Vary` may name. `withPayload`'s `Vary: Sec-CH-Prefers-Color-Scheme` (the
 * CMS's theme) is allowed too; a content-hashed script is the same file for either scheme.
 */
const ASSET_VARY = new Set(['accept-encoding', IGNORED_VARY])
/** Whether every request header the answer's `Vary` names is in `allowed`. */
function variesOnlyOn(headers: Record<string, unknown>, allowed: ReadonlySet<string>): boolean {
  return String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .every((name) => allowed.has(name))
}

/**
 * Seconds the answer to `url` may be kept here: `s-maxage` for pages; for a build asset also the
 * `max-age` of an `immutable` answer (its name changes with its content).
 */
export function keepSeconds(url: string, status: number, headers: Record<string, unknown>): number | undefined {
  const shared = sharedMaxAge(status, headers)
  if (shared !== undefined || !url.startsWith(BUILD_ASSET_PREFIX)) return shared
  if (status !== 200 || headers['set-cookie'] !== undefined) return undefined
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase()
  const maxAge = /(?:^|[\s,])max-age=(\d+)/.exec(cacheControl)
  if (!maxAge || !/(?:^|[\s,])immutable(?:$|[\s,])/.test(cacheControl) || /private|no-store|no-cache/.test(cacheControl)) return undefined
  return variesOnlyOn(headers, ASSET_VARY) ? Number(maxAge[1]) : undefined
}

/** Seconds a shared cache may keep the answer (`s-maxage`), or undefined when it may not. */
export function sharedMaxAge(status: number, headers: Record<string, unknown>): number | undefined {
  if (status !== 200 || headers['set-cookie'] !== undefined) return undefined
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase()
  const sMaxAge = /(?:^|[\s,])s-maxage=(\d+)/.exec(cacheControl)
  if (!sMaxAge || /private|no-store|no-cache/.test(cacheControl)) return undefined
  return variesOnlyOn(headers, ALLOWED_VARY) ? Number(sMaxAge[1]) : undefined
}

export function isCacheableResponse(status: number, headers: Record<string, unknown>): boolean {
  return sharedMaxAge(status, headers) !== undefined
}

/**
 * Adds `Cookie` to the `Vary` header of responses to `/` and `/hi`, whose content follows the `city` cookie
 * (src/proxy.ts rewrites it to that city's home page). Next sets `Vary` itself while rendering and
 * drops what the proxy or the config add, so this is done as the headers are written.
 */
export function varyHomeOnCookie(handle: Handler): Handler {
  return (req, res) => {
    const path = (req.url ?? '').split('?')[0]
    if (path === '/' || path === '/hi') {
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
      res.writeHead = ((...args: unknown[]) => {
        const vary = res.getHeader('vary')
        const list = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary)
        if (!/(^|,)\s*cookie\s*(,|$)/i.test(list)) res.setHeader('vary', list ? `${list}, Cookie` : 'Cookie')
        return writeHead(...args)
      }) as typeof res.writeHead
    }
    return handle(req, res)
  }
}

/** What Next sends with a page it rendered for this request alone. */
const NEXT_DYNAMIC_CACHE_CONTROL = /^private, no-cache, no-store/i

/**
 * Marks the answers of the public pages Next renders per request but which depend on nothing of
 * the request except its URL (`sharedPageSeconds`: search pages, filtered listings and information
 * pages for SHARED_PAGE_SECONDS; property pages for PROPERTY_PAGE_SECONDS, or less when the page
 * said so while rendering through `limitSharedLifetime`) as shared-cacheable, so the response
 * cache keeps them like ISR pages: a repeated search is answered from memory instead of rendered
 * again. Only a 200 without `Set-Cookie` whose `Cache-Control` is still Next's per-request one is
 * changed; browsers keep nothing (`max-age=0`).
 */
export function shareDynamicPages(handle: Handler): Handler {
  return (req, res) => {
    const path = (req.url ?? '').split('?')[0]!
    const seconds = sharedPageSeconds(path)
    // Documents only: a client-side navigation's React payload (`RSC: 1`) goes on as Next sends it.
    if (req.method !== 'GET' || req.headers.rsc !== undefined || seconds === undefined) return handle(req, res)
    // The request's context, where the page may lower the lifetime while it renders (it does so
    // before Next sets the headers, which go with the first bytes of the page).
    const context = requestContext().getStore()
    // Changed as Next sets it, so whatever looks at the headers before they are sent (the response
    // cache, when the body comes with them) sees the shared value; put back in writeHead when the
    // answer turns out not to be a plain 200.
    let replaced: string | undefined
    const setHeader = res.setHeader.bind(res)
    res.setHeader = ((name: string, value: number | string | readonly string[]) => {
      if (name.toLowerCase() === 'cache-control' && typeof value === 'string' && NEXT_DYNAMIC_CACHE_CONTROL.test(value)) {
        replaced = value
        return setHeader(name, `public, max-age=0, s-maxage=${Math.min(seconds, context?.sharedSeconds ?? seconds)}`)
      }
      return setHeader(name, value)
    }) as typeof res.setHeader
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
    res.writeHead = ((...args: unknown[]) => {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode
      const given = args.find((a, i) => i > 0 && a !== null && typeof a === 'object' && !Array.isArray(a)) as Record<string, unknown> | undefined
      const personal = res.getHeader('set-cookie') !== undefined || Object.keys(given ?? {}).some((n) => n.toLowerCase() === 'set-cookie')
      if (replaced !== undefined && (status !== 200 || personal)) setHeader('cache-control', replaced)
      return writeHead(...args)
    }) as typeof res.writeHead
    return handle(req, res)
  }
}
