import 'server-only'

import config from '@payload-config'
import { getPayload, type SanitizedConfig } from 'payload'

import { hasRole, ROLES } from '@/cms/access/roles'
import { passwordProblem } from '@/features/accounts/password-policy'
import { readCappedBody } from '@/lib/http/body'
import { problem } from '@/lib/http/responses'

import { limitCmsAuth } from './auth-rate-limit.server'
import { restReadProblem } from './rest-bounds'
import { resolveCmsRoute } from './rest-route'

/**
 * What stands in front of Payload's REST handlers (src/app/(payload)/api/cms/[...slug]/route.ts),
 * docs/product.md §17:
 * - every body is capped while it streams (CMS_JSON_LIMIT_BYTES, uploads CMS_UPLOAD_LIMIT_BYTES),
 *   413 at the cap, before Payload buffers anything;
 * - the sign-in endpoints go through their limits, keyed on the route as Payload resolves it;
 * - an anonymous read is bounded (src/cms/rest-bounds.ts), 400 naming the parameter;
 * - a path Payload could not decode, or a document id that is not a whole number (every collection
 *   has numeric ids), is answered 400/404 here instead of failing inside the database query.
 */
export const CMS_JSON_LIMIT_BYTES = 2 * 1024 * 1024
export const CMS_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024

type Handler = (request: Request) => Promise<Response>

function hasMalformedPath(url: string): boolean {
  try {
    for (const segment of new URL(url).pathname.split('/')) decodeURIComponent(segment)
    return false
  } catch {
    return true
  }
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return null
  }
}

const WHOLE_ID = /^\d{1,15}$/

function malformed(sanitized: SanitizedConfig, request: Request): Response | null {
  if (hasMalformedPath(request.url)) return problem(400, 'The path holds a malformed percent-encoding.')
  const route = resolveCmsRoute(sanitized, request.method, request.url)
  const id = route?.params.id
  if (id !== undefined && route?.endpoint.includes(':id') && !WHOLE_ID.test(id)) {
    return problem(404, `No ${route.collection} document has the id "${id.slice(0, 40)}".`)
  }
  return null
}

/** Staff (any role) signed in on this request: their reads are the CMS's own and are not bounded. */
async function isStaff(request: Request): Promise<boolean> {
  if (!request.headers.get('authorization') && !request.headers.get('cookie')?.includes('payload-token=')) return false
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  return Boolean(user && user.collection === 'editors' && hasRole(user, ...ROLES))
}

export async function guardCmsRead(request: Request, handle: Handler): Promise<Response> {
  const sanitized = await config
  const bad = malformed(sanitized, request)
  if (bad) return bad
  const bound = restReadProblem(new URL(request.url).search)
  if (bound && !(await isStaff(request))) return problem(400, bound.message, { errors: { [bound.parameter]: bound.message } })
  return handle(request)
}

/** A write (POST, PATCH, PUT, DELETE): body capped, sign-in limits, then Payload. */
export async function guardCmsWrite(request: Request, handle: Handler): Promise<Response> {
  const sanitized = await config
  const bad = malformed(sanitized, request)
  if (bad) return bad
  const multipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/')
  const cap = multipart ? CMS_UPLOAD_LIMIT_BYTES : CMS_JSON_LIMIT_BYTES
  const body = await readCappedBody(request, cap)
  if (!body.ok) {
    return body.reason === 'too-large'
      ? problem(413, `The request body is over the limit of ${Math.round(cap / 1024)} kB.`)
      : problem(400, 'The request body could not be read.')
  }
  const forwarded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.method === 'GET' || request.method === 'HEAD' || body.bytes.byteLength === 0 ? undefined : (body.bytes as BodyInit),
    signal: request.signal,
  })
  const route = resolveCmsRoute(sanitized, request.method, request.url)
  if (route?.endpoint === '/reset-password') {
    const password = (parseJson(body.bytes) as { password?: unknown } | null)?.password
    const bad = typeof password === 'string' ? await passwordProblem(password) : null
    if (bad) return problem(400, bad, { errors: { password: bad } })
  }
  if (route?.endpoint !== '/login') return limitCmsAuth(forwarded, route, () => handle(forwarded))
  // Payload reads a JSON body, or a multipart one's `_payload` field (its admin's login form
  // sends that): the per-account limit reads the address from either. Nothing else is a sign-in.
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  let login: unknown = null
  if (type === 'application/json') login = parseJson(body.bytes)
  else if (type === 'multipart/form-data') {
    const form = await new Response(body.bytes as BodyInit, { headers: { 'content-type': request.headers.get('content-type')! } }).formData().catch(() => null)
    const fields = form?.get('_payload')
    login = typeof fields === 'string' ? parseJson(new TextEncoder().encode(fields)) : null
  } else return problem(415, 'A sign-in is sent as JSON or as a form with a `_payload` field.')
  return limitCmsAuth(forwarded, route, () => handle(forwarded), {
    body: login,
    accountExists: async (email) => {
      const payload = await getPayload({ config })
      const { totalDocs } = await payload.count({ collection: route.collection as 'editors', where: { email: { equals: email } } })
      return totalDocs > 0
    },
  })
}
