import 'server-only'

import type { LeadForm } from '../fields'
import { INTAKE_MESSAGES } from './constants'

/**
 * Reading a lead post's body without trusting it: the size is capped while reading (a missing or
 * false Content-Length does not help), and a broken multipart body is a 400, never a 500.
 *
 * The caps: a CV post is the 5 MB file plus a few fields; other forms carry at most a 65535-character
 * message, which URL-encoded from three-byte UTF-8 (Devanagari, say) is about 590 kB, so 1 MB.
 */
export const BODY_LIMIT_BYTES: Record<LeadForm, number> = {
  contact: 1024 * 1024,
  interest: 1024 * 1024,
  enquiry: 1024 * 1024,
  cv: 6 * 1024 * 1024,
  'site-visit': 1024 * 1024,
}

export type BodyResult = { ok: true; data: FormData } | { ok: false; status: 400 | 413 | 415; error: string }

const MULTIPART = 'multipart/form-data'
const URLENCODED = 'application/x-www-form-urlencoded'

async function readCapped(request: Request, limit: number): Promise<Uint8Array | 'too-large'> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return 'too-large'
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => {})
      return 'too-large'
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

export async function readLeadBody(request: Request, form: LeadForm): Promise<BodyResult> {
  const contentType = request.headers.get('content-type') ?? ''
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase()
  if (mediaType !== MULTIPART && mediaType !== URLENCODED) {
    return { ok: false, status: 415, error: INTAKE_MESSAGES.contentType }
  }
  let bytes: Uint8Array | 'too-large'
  try {
    bytes = await readCapped(request, BODY_LIMIT_BYTES[form])
  } catch {
    return { ok: false, status: 400, error: INTAKE_MESSAGES.unreadable }
  }
  if (bytes === 'too-large') {
    return {
      ok: false,
      status: 413,
      error: form === 'cv' ? INTAKE_MESSAGES.cvTooLarge : INTAKE_MESSAGES.tooLarge,
    }
  }
  try {
    // Re-wrapped so the platform's own parser reads the bytes we already hold.
    const data = await new Response(bytes as BodyInit, { headers: { 'content-type': contentType } }).formData()
    return { ok: true, data }
  } catch {
    return { ok: false, status: 400, error: INTAKE_MESSAGES.unreadable }
  }
}
