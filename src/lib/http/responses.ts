/**
 * The answers every route handler shares: `NO_STORE` for anything personal or state-changing, and
 * the problem answer `{ ok: false, error, errors? }` — `error` one sentence naming the field and the
 * rule, `errors` the message of each bad field when there are several.
 */

export const NO_STORE = { 'cache-control': 'no-store' } as const

export type FieldErrors = Record<string, string>

export function problem(
  status: number,
  error: string,
  options: { errors?: FieldErrors; headers?: HeadersInit; extra?: Record<string, unknown> } = {},
): Response {
  const headers = new Headers(options.headers)
  for (const [name, value] of Object.entries(NO_STORE)) if (!headers.has(name)) headers.set(name, value)
  return Response.json({ ok: false, error, ...(options.errors ? { errors: options.errors } : {}), ...options.extra }, { status, headers })
}

/** 429 with the seconds to wait, in `Retry-After` and in the sentence. */
export function tooManyRequests(retryAfterSeconds: number, what = 'requests'): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return problem(429, `Too many ${what}; please try again in ${seconds} seconds.`, { headers: { 'retry-after': String(seconds) } })
}
