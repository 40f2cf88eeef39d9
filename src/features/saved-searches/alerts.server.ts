import 'server-only'

/**
 * The saved-search alert worker (docs/product.md §14, docs/decisions/017-saved-search-alerts.md). Each run:
 * 1. claims due `property-events` with a lease and, for each, asks the one search module
 *    (`searchProperties` with `onlyIds`) which subscribed saved searches the property matches,
 *    recording an `alert-matches` row per hit (unique per saved search and property);
 * 2. mails every saved search whose alert is due (instant: now; daily/weekly: the digest hour), one
 *    mail listing all its unsent matches, under a lease on the saved search.
 * All state is in the database, so a restart loses nothing and several processes can run it.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { contentNames } from '@/features/i18n/content-names.server'
import { nameIn } from '@/features/i18n/content-names'
import { retryDelayMs, shortError } from '@/features/leads/delivery/backoff'
import { loadPropertySummaries } from '@/features/properties/catalogue.server'
import { offerText } from '@/features/properties/summary'
import { parseSearchParams } from '@/features/search/params'
import { searchProperties } from '@/features/search/search.server'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { startPeriodicWorker, type WorkerHandle } from '@/lib/server/periodic-worker'
import { type MailSettings, mailSettingsFromEnv, sendMail } from '@/lib/mail/send'

import { buildAlertMail } from './alert-mail'
import { type AlertStore, alertStore, type DueEvent, type PendingSearch } from './alert-store.server'
import { unsubscribeTokenFor } from './saved-searches.server'
import { alertIsDue } from './schedule'

export type AlertRunOptions = {
  payload?: Payload
  /** The time the run acts at (tests move it forward); defaults to the clock. */
  now?: Date
  limit?: number
  leaseMs?: number
  mail?: MailSettings
  /** Once aborted, no more events or mails are claimed; those already claimed are finished. */
  signal?: AbortSignal
}

export type AlertRunResult = { events: number; matches: number; mails: number; failed: number }

export const DEFAULT_ALERT_LIMIT = 20
export const ALERT_LEASE_MS = 5 * 60_000
/** An event that failed this many times is left `failed` for staff to see. */
export const MAX_EVENT_ATTEMPTS = 10
/** Most matches listed in one mail; the rest go in the next. */
export const MAX_MATCHES_PER_MAIL = 50
const SEARCH_BATCH = 200
const RETRY = { baseMs: 60_000, capMs: 60 * 60_000, jitter: 0.2, giveUpAfterMs: 0 }

export async function runAlerts(options: AlertRunOptions = {}): Promise<AlertRunResult> {
  const payload = options.payload ?? (await getPayload({ config }))
  const now = options.now ?? new Date()
  const limit = options.limit ?? DEFAULT_ALERT_LIMIT
  const leaseMs = options.leaseMs ?? ALERT_LEASE_MS
  const store = alertStore(payload)
  const result: AlertRunResult = { events: 0, matches: 0, mails: 0, failed: 0 }

  for (const event of await store.dueEvents(now, limit)) {
    if (options.signal?.aborted) return result
    const lease = new Date(now.getTime() + leaseMs)
    if (!(await store.claimEvent(event, now, lease))) continue
    try {
      result.matches += await matchEvent(store, event, now)
      await store.finishEvent(event.id, lease, now)
      result.events++
    } catch (error) {
      const attempts = event.attempts + 1
      const retryAt = attempts >= MAX_EVENT_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(attempts, RETRY))
      await store.failEvent(event.id, lease, attempts, shortError(error), now, retryAt)
      logger.warn({ err: error, event: event.id, attempts }, 'Saved-search matching failed; will retry')
      result.failed++
    }
  }

  const settings = options.mail ?? mailSettingsFromEnv()
  for (const search of await store.pendingSearches(now, limit)) {
    if (options.signal?.aborted) break
    if (!alertIsDue(search.frequency, search.oldestPending, now, env().SITE_TIME_ZONE)) continue
    const lease = new Date(now.getTime() + leaseMs)
    if (!(await store.claimSearch(search, now, lease))) continue
    try {
      await mailSearch(payload, store, search, lease, now, settings)
      result.mails++
    } catch (error) {
      // The lease becomes the pause before the next try; the matches stay pending.
      await store.retrySearchAt(search.id, lease, new Date(now.getTime() + retryDelayMs(1, RETRY)))
      logger.warn({ err: error, savedSearch: search.id }, 'Saved-search alert mail failed; will retry')
      result.failed++
    }
  }
  return result
}

/** Records a match for every subscribed saved search the event's property matches; how many new. */
async function matchEvent(store: AlertStore, event: DueEvent, now: Date): Promise<number> {
  if (event.propertyId === null) return 0
  const propertyId = event.propertyId
  // Many visitors save the same search: each distinct query is asked once per event.
  const verdicts = new Map<string, boolean>()
  let added = 0
  for (let after = 0; ; ) {
    const batch = await store.subscribedSearches(after, SEARCH_BATCH)
    for (const search of batch) {
      let matches = verdicts.get(search.query)
      if (matches === undefined) {
        const parsed = parseSearchParams(new URLSearchParams(search.query))
        matches = parsed.ok && (await searchProperties({ ...parsed.params, page: 1, pageSize: 1 }, { now, onlyIds: [propertyId] })).total > 0
        verdicts.set(search.query, matches)
      }
      if (matches && (await store.addMatch(search.id, propertyId, event.kind, now))) added++
    }
    if (batch.length < SEARCH_BATCH) return added
    after = batch.at(-1)!.id
  }
}

async function mailSearch(payload: Payload, store: AlertStore, search: PendingSearch, lease: Date, now: Date, settings: MailSettings): Promise<void> {
  const matches = await store.pendingMatches(search.id, MAX_MATCHES_PER_MAIL)
  const ids = matches.flatMap((m) => (m.propertyId === null ? [] : [m.propertyId]))
  // Only properties still published are listed; a match of one taken down since is closed unsent.
  const summaries = new Map((await loadPropertySummaries(payload, ids)).map((s) => [s.id, s]))
  // In the search's language (docs/product.md §21): the city's name and the offer's text where the CMS has them in it.
  const { language } = search
  const names = await contentNames(language)
  const items = matches.flatMap((m) => {
    const s = m.propertyId === null ? undefined : summaries.get(m.propertyId)
    if (!s) return []
    const city = s.city ? nameIn(names, 'city', s.city.name) : null
    return [{ name: s.name, url: s.url, city, priceMinimum: s.priceMinimum, priceMaximum: s.priceMaximum, currency: s.currency, kind: m.kind, offer: offerText(s, language) }]
  })
  if (items.length > 0) {
    const mail = buildAlertMail({
      siteUrl: env().SITE_URL,
      to: search.email,
      searchName: search.name,
      query: search.query,
      frequency: search.frequency,
      unsubscribeToken: unsubscribeTokenFor({ id: search.id, user_id: search.userId }),
      items,
      language,
    })
    await sendMail(mail, settings)
  }
  await store.markSent(search.id, matches.map((m) => m.id), lease, now)
}

/**
 * Runs `runAlerts` every ALERT_WORKER_INTERVAL_SECONDS (default 60, so an instant alert leaves
 * within about a minute) in this process until stopped; a full batch is followed by the next at
 * once. Started once per process by src/instrumentation.ts.
 */
export function startAlertWorker(options: { intervalMs?: number } = {}): WorkerHandle {
  return startPeriodicWorker({
    name: 'Saved-search alert worker',
    intervalMs: options.intervalMs ?? (env().ALERT_WORKER_INTERVAL_SECONDS ?? 60) * 1000,
    run: async (signal) => {
      const result = await runAlerts({ signal })
      return result.events + result.mails + result.failed >= DEFAULT_ALERT_LIMIT
    },
  })
}
