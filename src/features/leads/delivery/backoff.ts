/**
 * When to try a failed lead delivery again, and when to stop (docs/product.md §7: retries with exponential
 * backoff for at least 24 hours). Pure: unit-tested in backoff.test.ts.
 */

export type BackoffOptions = {
  /** The wait after the first failure; doubles with every further failure. */
  baseMs: number
  /** No wait is longer than this. */
  capMs: number
  /** Each wait is shortened by up to this fraction at random, so a burst of failures spreads out. */
  jitter: number
  /** Keep retrying for at least this long after the lead came in (or after a manual retry). */
  giveUpAfterMs: number
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  baseMs: 30_000,
  capMs: 60 * 60_000,
  jitter: 0.2,
  giveUpAfterMs: 24 * 60 * 60_000,
}

/** The wait before the next try after `failures` failed tries (1 = the first failure). */
export function retryDelayMs(failures: number, options: BackoffOptions = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(failures - 1, 40))
  const full = Math.min(options.capMs, options.baseMs * 2 ** exponent)
  return Math.max(0, Math.round(full * (1 - options.jitter * random())))
}

/**
 * True when a delivery that just failed should be marked failed instead of retried: the retry
 * window, counted from `clockStart`, is over. Checked after a try, so the last try happens at or
 * after the end of the window and retries last at least `giveUpAfterMs`.
 */
export function windowIsOver(clockStart: Date, now: Date, options: BackoffOptions = DEFAULT_BACKOFF): boolean {
  return now.getTime() - clockStart.getTime() >= options.giveUpAfterMs
}

/** A last_error text for the CMS: one line, short, and without anything that looks like a secret. */
export function shortError(error: unknown, max = 300): string {
  const raw = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error)
  const cleaned = raw
    // user:password@ in URLs (SMTP_URL, webhook URLs with basic auth)
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s:@]+:[^/\s@]+@/gi, '$1***@')
    // query strings can carry tokens (Zoho form URLs do)
    .replace(/(\bhttps?:\/\/[^\s?#]+)\?[^\s#]*/gi, '$1?…')
    .replace(/\s+/g, ' ')
    .trim()
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned || 'Unknown error'
}
