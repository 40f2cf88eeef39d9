import { match } from 'path-to-regexp'
import type { SanitizedConfig } from 'payload'

/**
 * The endpoint of Payload's REST API a request reaches, resolved the way Payload's own router
 * resolves it (`handleEndpoints` in payload/dist/utilities): the path without its trailing slash,
 * the collection by its exact slug, then the collection's endpoints matched by path-to-regexp (the
 * same version Payload uses) — case-insensitively, with or without a trailing slash, parameters
 * percent-decoded. Every limit and bound on the CMS API keys on this answer, never on the raw path,
 * so `/editors/LOGIN`, `/editors/login/` and `/editors/login` are one route (docs/product.md §17).
 */
export type CmsRoute = {
  collection: string
  /** The endpoint's declared path: '/login', '/forgot-password', '/:id', '/' … */
  endpoint: string
  params: Record<string, string>
}

const stripTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path)

const matchers = new Map<string, ReturnType<typeof match>>()
function matcher(path: string) {
  let fn = matchers.get(path)
  if (!fn) {
    fn = match(path, { decode: decodeURIComponent })
    matchers.set(path, fn)
  }
  return fn
}

export function resolveCmsRoute(config: SanitizedConfig, method: string, url: string): CmsRoute | null {
  const base = stripTrailingSlash(config.routes.api)
  let pathname: string
  try {
    pathname = stripTrailingSlash(new URL(url).pathname)
  } catch {
    return null
  }
  if (!pathname.startsWith(base)) return null
  const rest = pathname.slice(base.length)
  const slug = rest.split('/')[1]
  const collection = config.collections.find((c) => c.slug === slug)
  if (!collection || !collection.endpoints) return null
  const adjusted = rest.replace(`/${collection.slug}`, '') || '/'
  const lower = method.toLowerCase()
  for (const endpoint of collection.endpoints) {
    if (endpoint.method !== lower) continue
    let result: ReturnType<ReturnType<typeof match>>
    try {
      result = matcher(endpoint.path)(adjusted)
    } catch {
      // A malformed percent-encoding: Payload's router fails on it the same way (a 4xx below).
      return null
    }
    if (result) return { collection: collection.slug, endpoint: endpoint.path, params: result.params as Record<string, string> }
  }
  return null
}
