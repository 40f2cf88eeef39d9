import 'server-only'

import { readCappedForm } from '@/lib/http/body'

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

export async function readLeadBody(request: Request, form: LeadForm): Promise<BodyResult> {
  const contentType = request.headers.get('content-type') ?? ''
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase()
  if (mediaType !== MULTIPART && mediaType !== URLENCODED) {
    return { ok: false, status: 415, error: INTAKE_MESSAGES.contentType }
  }
  const body = await readCappedForm(request, BODY_LIMIT_BYTES[form])
  if (body.ok) return { ok: true, data: body.data }
  if (body.reason === 'too-large') {
    return { ok: false, status: 413, error: form === 'cv' ? INTAKE_MESSAGES.cvTooLarge : INTAKE_MESSAGES.tooLarge }
  }
  return { ok: false, status: 400, error: INTAKE_MESSAGES.unreadable }
}
