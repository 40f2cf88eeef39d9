import 'server-only'

/**
 * What the /api/saved-searches handlers share: the body as JSON or as a plain HTML form (the
 * 'Save this search' form and the /profile forms work without JavaScript), the same-origin and
 * per-IP checks every change passes first, and the small HTML answers of form posts.
 */
import { getSessionUser, type SessionUser } from '@/features/accounts/session.server'
import { checkOrigin } from '@/lib/http/origin'
import { clientIp } from '@/lib/http/client-address'
import { env } from '@/lib/env'
import { escapeHtml, standalonePage } from '@/lib/html/standalone-page'
import { consumeLimit, createLimiter } from '@/lib/rate-limit'
import { NO_STORE } from '@/lib/http/responses'
import { readCappedForm, readCappedText } from '@/lib/http/body'

const MAX_BODY_BYTES = 16 * 1024

/** Per-IP limit on writes: plenty for a person managing their list, not for a script. */
export const SAVED_SEARCH_WRITE_LIMIT = { points: 30, duration: 60 } as const
const writes = createLimiter({ keyPrefix: 'saved-search-ip', ...SAVED_SEARCH_WRITE_LIMIT })

/**
 * Per-IP limit on the unsubscribe link: generous, because one-click unsubscribes come from mail
 * providers' servers (many visitors behind one address), yet it bounds token guessing and load.
 */
export const UNSUBSCRIBE_LIMIT = { points: 120, duration: 60 } as const
const unsubscribes = createLimiter({ keyPrefix: 'saved-search-unsubscribe-ip', ...UNSUBSCRIBE_LIMIT })

/** For tests: forget every count. */
export function resetSavedSearchRateLimits(): void {
  writes.reset()
  unsubscribes.reset()
}

/** The unsubscribe route's rate limit: a 429 answer, or null when it may go on. */
export async function refuseUnsubscribe(request: Request): Promise<Response | null> {
  const limit = await consumeLimit(unsubscribes, clientIp(request.headers))
  if (limit.ok) return null
  return new Response('Too many requests; please try again in a minute.', {
    status: 429,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(limit.retryAfterSeconds), ...NO_STORE },
  })
}

export type Body = { form: boolean; data: unknown }

export function isFormPost(request: Request): boolean {
  const type = request.headers.get('content-type') ?? ''
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
}

/** The body as JSON (`data` undefined when it is not JSON) or as form fields (strings only). */
export async function readBody(request: Request): Promise<Body | { tooLarge: true }> {
  if (isFormPost(request)) {
    const form = await readCappedForm(request, MAX_BODY_BYTES)
    if (!form.ok) return form.reason === 'too-large' ? { tooLarge: true } : { form: true, data: undefined }
    return { form: true, data: Object.fromEntries([...form.data.entries()].filter(([, v]) => typeof v === 'string')) }
  }
  const text = await readCappedText(request, MAX_BODY_BYTES)
  if (!text.ok) return text.reason === 'too-large' ? { tooLarge: true } : { form: false, data: undefined }
  try {
    return { form: false, data: text.text ? JSON.parse(text.text) : {} }
  } catch {
    return { form: false, data: undefined }
  }
}

export function problem(status: number, error: string, extra: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { ...NO_STORE, ...extra } })
}

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, ...NO_STORE } })
}

/** A small page for a form post that could not be done (no JavaScript, so no inline message). */
export function formProblem(status: number, message: string, back = '/profile#saved-searches'): Response {
  const body = `<h1>Saved search not changed</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">Go back</a></p>`
  return new Response(standalonePage({ title: 'Saved search not changed', body }), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE },
  })
}

/** Same-origin and rate-limit checks of a change; a refusal, or null when it may go on. */
export async function refuseWrite(request: Request, form: boolean): Promise<Response | null> {
  if (checkOrigin(request.headers, request.url, env().SITE_URL) === 'cross') {
    const error = 'origin: changes to saved searches must come from this site'
    return form ? formProblem(403, error) : problem(403, error)
  }
  const limit = await consumeLimit(writes, clientIp(request.headers))
  if (!limit.ok) {
    const error = 'Too many changes to saved searches; please wait a moment.'
    const retry = { 'retry-after': String(limit.retryAfterSeconds) }
    return form ? formProblem(429, error) : problem(429, error, retry)
  }
  return null
}

export function sessionOf(request: Request): Promise<SessionUser | null> {
  return getSessionUser(request.headers)
}

/** A path id (`/api/saved-searches/<id>`) as a number, or null. */
export function parseId(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null
}

export const field = (data: unknown, name: string): string | undefined => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : undefined
}
