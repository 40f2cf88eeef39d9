import 'server-only'

/**
 * What the /api/saved-searches handlers share: the body as JSON or as a plain HTML form (the
 * 'Save this search' form and the /profile forms work without JavaScript), the same-origin and
 * per-IP checks every change passes first, and the small HTML answers of form posts.
 */
import { getSessionUser, type SessionUser } from '@/features/accounts/session.server'
import { isLocale, type Locale, localizedPath } from '@/features/i18n/locales'
import { translator } from '@/features/i18n/messages.server'
import { checkOrigin } from '@/lib/http/origin'
import { clientIp } from '@/lib/http/client-address'
import { env } from '@/lib/env'
import { escapeHtml, standalonePage } from '@/lib/html/standalone-page'
import { consumeLimit, createLimiter } from '@/lib/rate-limit'
import { NO_STORE } from '@/lib/http/responses'
import { readCappedForm, readCappedText } from '@/lib/http/body'

import { MAX_SAVED_SEARCHES } from './input'

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

/**
 * The language of the page a mailed link opens: its `?language=` (outside the signed token; the
 * language of the saved search or of the page a sign-up came from), else English.
 */
export function linkLanguage(request: Request): Locale {
  const value = new URL(request.url).searchParams.get('language')
  return isLocale(value) ? value : 'en'
}

/**
 * The rate limit of the links in mails (saved-search unsubscribe, newsletter confirmation): a
 * plain-text 429 in the link's `language`, or null when it may go on.
 */
export async function refuseUnsubscribe(request: Request, language: Locale = 'en'): Promise<Response | null> {
  const limit = await consumeLimit(unsubscribes, clientIp(request.headers))
  if (limit.ok) return null
  return new Response(translator(language, 'SavedSearchPages')('tooMany'), {
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

/**
 * A small page for a form post that could not be done (no JavaScript, so no inline message), in the
 * language the form posted, leading back to the profile in it.
 */
export function formProblem(status: number, message: string, language: Locale = 'en'): Response {
  const t = translator(language, 'SavedSearchPages')
  const title = t('notChanged')
  const back = localizedPath('/profile#saved-searches', language)
  const body = `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(t('back'))}</a></p>`
  return new Response(standalonePage({ title, body, lang: language }), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE },
  })
}

/**
 * A refusal a visitor can meet using the forms as they are (too many changes, the list full, a
 * search deleted in another tab, a form that could not be read), in `language`. Field rules broken
 * by a hand-made post stay in the API's English, naming the field.
 */
export function formMessage(language: Locale, key: 'formTooMany' | 'formLimit' | 'formNotFound' | 'formUnreadable'): string {
  return translator(language, 'SavedSearchPages')(key, { max: MAX_SAVED_SEARCHES })
}

/**
 * Same-origin and rate-limit checks of a change; a refusal (a form's in the `language` it posted),
 * or null when it may go on.
 */
export async function refuseWrite(request: Request, form: boolean, language: Locale = 'en'): Promise<Response | null> {
  if (checkOrigin(request.headers, request.url, env().SITE_URL) === 'cross') {
    const error = 'origin: changes to saved searches must come from this site'
    return form ? formProblem(403, error, language) : problem(403, error)
  }
  const limit = await consumeLimit(writes, clientIp(request.headers))
  if (!limit.ok) {
    const retry = { 'retry-after': String(limit.retryAfterSeconds) }
    return form ? formProblem(429, formMessage(language, 'formTooMany'), language) : problem(429, formMessage('en', 'formTooMany'), retry)
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

/** The language a form names (its hidden `language`: the page's), else English; JSON bodies are English. */
export function formLanguage(form: boolean, data: unknown): Locale {
  const asked = form ? field(data, 'language') : undefined
  return isLocale(asked) ? asked : 'en'
}

export const field = (data: unknown, name: string): string | undefined => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : undefined
}
