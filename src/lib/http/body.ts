/**
 * Reading a request body without trusting it: the size is capped while the bytes stream in, so a
 * missing or false `Content-Length`, or a chunked body, cannot make the server buffer more than the
 * cap. Over the cap the read stops at once and the caller answers 413.
 */

export type CappedBody = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' }

/** The cap for small JSON bodies (favourites, saved searches, sign-in, …). */
export const JSON_BODY_LIMIT_BYTES = 16 * 1024

/** The cap for a form that carries one signed token (unsubscribe, cancel a visit). */
export const TOKEN_FORM_LIMIT_BYTES = 4 * 1024

export async function readCappedBody(request: Request, limit: number): Promise<CappedBody> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {})
    return { ok: false, reason: 'too-large' }
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > limit) {
        await reader.cancel().catch(() => {})
        return { ok: false, reason: 'too-large' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

/** The body as text (UTF-8), capped like `readCappedBody`. */
export async function readCappedText(
  request: Request,
  limit: number,
): Promise<{ ok: true; text: string } | { ok: false; reason: 'too-large' | 'unreadable' }> {
  const body = await readCappedBody(request, limit)
  if (!body.ok) return body
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(body.bytes) }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
}

/** A form body (multipart or URL-encoded), capped, parsed by the platform from the bytes held. */
export async function readCappedForm(
  request: Request,
  limit: number,
): Promise<{ ok: true; data: FormData } | { ok: false; reason: 'too-large' | 'unreadable' }> {
  const body = await readCappedBody(request, limit)
  if (!body.ok) return body
  try {
    const contentType = request.headers.get('content-type') ?? ''
    return { ok: true, data: await new Response(body.bytes as BodyInit, { headers: { 'content-type': contentType } }).formData() }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
}
