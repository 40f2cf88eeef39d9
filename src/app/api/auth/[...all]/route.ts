import { getAuth } from '@/features/accounts/auth.server'
import { JSON_BODY_LIMIT_BYTES, readCappedBody } from '@/lib/http/body'
import { problem } from '@/lib/http/responses'

/**
 * Better Auth's endpoints (docs/product.md §8): sign-up, sign-in, sessions, phone codes, OpenID Connect. Every
 * body is JSON of a few fields: capped while it streams, 413 over JSON_BODY_LIMIT_BYTES, before
 * Better Auth reads it (docs/product.md §17).
 */
async function handle(request: Request): Promise<Response> {
  let forwarded = request
  if (request.body) {
    const body = await readCappedBody(request, JSON_BODY_LIMIT_BYTES)
    if (!body.ok) {
      return body.reason === 'too-large'
        ? problem(413, `The request body is over the limit of ${JSON_BODY_LIMIT_BYTES / 1024} kB.`)
        : problem(400, 'The request body could not be read.')
    }
    forwarded = new Request(request.url, { method: request.method, headers: request.headers, body: body.bytes as BodyInit, signal: request.signal })
  }
  const auth = await getAuth()
  return auth.handler(forwarded)
}

export const GET = handle
export const POST = handle
