import 'server-only'

/**
 * The lead delivery worker (docs/product.md §7, docs/decisions/010-lead-delivery.md): takes due rows of the
 * `lead-deliveries` outbox in small batches, claims each with a lease, sends it and records the
 * outcome. All state is in the database, so a restart loses nothing and any number of server
 * processes can run it side by side.
 */
import config from '@payload-config'
import { createLocalReq, getPayload, type Payload } from 'payload'

import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { maskText } from '@/lib/observability/mask'
import { metrics } from '@/lib/observability/metrics'
import { startPeriodicWorker, type WorkerHandle } from '@/lib/server/periodic-worker'

import { isLeadForm } from '../fields'
import { enqueueLeadDeliveries } from '../intake/outbox.server'

import { type BackoffOptions, DEFAULT_BACKOFF, retryDelayMs, shortError, windowIsOver } from './backoff'
import { type DeliverySettings, deliver, deliverySettingsFromEnv } from './channels.server'
import type { LeadRecord } from './message'
import { type DueDelivery, type Outbox, outbox } from './store.server'

export type RunOptions = {
  payload?: Payload
  /** The time the run acts at (tests move it forward); defaults to the clock. */
  now?: Date
  /** At most this many rows per run. */
  limit?: number
  /** How many rows are sent at once. */
  concurrency?: number
  /** How long a claimed row stays with this process before another may take it. */
  leaseMs?: number
  backoff?: Partial<BackoffOptions>
  /** Overrides of the environment's channel settings (tests point them at local receivers). */
  settings?: Partial<DeliverySettings>
  random?: () => number
  /** Once aborted, no more rows are claimed; those already claimed are sent and recorded. */
  signal?: AbortSignal
}

export type RunResult = {
  /** Leads found without outbox rows and given them (see `requeueOrphans`). */
  requeued: number
  due: number
  claimed: number
  sent: number
  retrying: number
  failed: number
}

export const DEFAULT_LIMIT = 20
export const DEFAULT_LEASE_MS = 5 * 60_000

/** LEAD_DELIVERY_LEASE_SECONDS, else 5 minutes: how soon a dead process's claimed rows are due again. */
const leaseFromEnv = () => (env().LEAD_DELIVERY_LEASE_SECONDS ?? DEFAULT_LEASE_MS / 1000) * 1000

/** Sends every due delivery (up to `limit`) once; resolves when each has an outcome recorded. */
export async function runDueDeliveries(options: RunOptions = {}): Promise<RunResult> {
  const payload = options.payload ?? (await getPayload({ config }))
  const now = options.now ?? new Date()
  const startedAt = Date.now()
  const retrySeconds = env().LEAD_DELIVERY_RETRY_SECONDS
  const backoff = { ...DEFAULT_BACKOFF, ...(retrySeconds ? { baseMs: retrySeconds * 1000 } : {}), ...options.backoff }
  const settings = { ...deliverySettingsFromEnv(), ...options.settings }
  const leaseMs = options.leaseMs ?? leaseFromEnv()
  const store = outbox(payload)
  const result: RunResult = { requeued: 0, due: 0, claimed: 0, sent: 0, retrying: 0, failed: 0 }

  result.requeued = await requeueOrphans(payload, store, now)
  const due = await store.due(now, options.limit ?? DEFAULT_LIMIT)
  result.due = due.length
  const queue = [...due]
  const work = async () => {
    for (let row = queue.shift(); row && !options.signal?.aborted; row = queue.shift()) {
      // The lease runs from the claim, not from the start of the run: a row taken after the ones
      // before it were sent (slowly, on a busy database) is still this process's for the whole lease.
      const lease = new Date(now.getTime() + (Date.now() - startedAt) + leaseMs)
      if (!(await store.claim(row, now, lease))) continue
      result.claimed++
      const outcome = await attempt(payload, store, row, { now, lease, backoff, settings, random: options.random ?? Math.random })
      result[outcome]++
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, work))
  return result
}

/** How long after its creation a lead without outbox rows counts as orphaned, and how far back to look. */
export const ORPHAN_GRACE_MS = 60_000
export const ORPHAN_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000

/** Gives orphaned leads (see `leadsWithoutDeliveries`) their outbox rows; returns how many leads. */
async function requeueOrphans(payload: Payload, store: Outbox, now: Date): Promise<number> {
  const orphans = await store.leadsWithoutDeliveries(new Date(now.getTime() - ORPHAN_LOOKBACK_MS), new Date(now.getTime() - ORPHAN_GRACE_MS), 50)
  let requeued = 0
  for (const lead of orphans) {
    if (!isLeadForm(lead.form)) continue
    try {
      const req = await createLocalReq({}, payload)
      await enqueueLeadDeliveries({ payload, req, leadId: lead.id, form: lead.form, now })
      requeued++
      payload.logger.warn({ lead: lead.id }, 'Lead had no delivery rows; queued them')
    } catch (error) {
      // Another process queued it at the same moment (unique idempotency key): nothing to do.
      payload.logger.debug({ err: error, lead: lead.id }, 'Could not queue deliveries for an orphaned lead')
    }
  }
  return requeued
}

type AttemptContext = { now: Date; lease: Date; backoff: BackoffOptions; settings: DeliverySettings; random: () => number }

async function attempt(payload: Payload, store: Outbox, row: DueDelivery, ctx: AttemptContext): Promise<'sent' | 'retrying' | 'failed'> {
  const attempts = row.attempts + 1
  let lead: LeadRecord | null
  try {
    lead = (await payload.findByID({ collection: 'leads', id: row.leadId, depth: 0, overrideAccess: true, disableErrors: true })) as LeadRecord | null
  } catch (error) {
    // The lead could not be read (the database busy or away: a pool that waited too long for a
    // connection, a dropped connection). That is not a missing lead: try again later, as after a
    // failed send. Whether the 24-hour window is over is judged on a try that reads the lead.
    return retryLater(store, row, ctx, attempts, error, null)
  }
  if (!lead) {
    await store.markFailed(row.id, ctx.lease, attempts, `Lead ${row.leadId} no longer exists`, ctx.now, null)
    metrics().deliveriesFailed.inc({ channel: row.channel })
    logger.warn({ delivery: row.id, lead: row.leadId, channel: row.channel }, 'Lead delivery dropped: its lead no longer exists')
    return 'failed'
  }
  try {
    await deliver(lead, { channel: row.channel, idempotencyKey: row.idempotencyKey }, ctx.settings, { payload, now: ctx.now })
  } catch (error) {
    // The give-up clock starts when the lead came in, or again when someone pressed Retry.
    return retryLater(store, row, ctx, attempts, error, row.retryFrom ?? new Date(lead.createdAt))
  }
  await store.markSent(row.id, new Date())
  metrics().deliveriesSent.inc({ channel: row.channel })
  return 'sent'
}

/**
 * Records a failed try: due again after the backoff, or failed for good once the retry window that
 * began at `clockStart` is over (never when it is not known).
 */
async function retryLater(
  store: Outbox,
  row: DueDelivery,
  ctx: AttemptContext,
  attempts: number,
  error: unknown,
  clockStart: Date | null,
): Promise<'retrying' | 'failed'> {
  const reason = shortError(error)
  const giveUp = clockStart !== null && windowIsOver(clockStart, ctx.now, ctx.backoff)
  const retryAt = giveUp ? null : new Date(ctx.now.getTime() + retryDelayMs(attempts, ctx.backoff, ctx.random))
  await store.markFailed(row.id, ctx.lease, attempts, reason, ctx.now, retryAt)
  // A mail server's refusal can quote the recipient.
  const log = { delivery: row.id, lead: row.leadId, channel: row.channel, attempts, error: maskText(reason) }
  if (giveUp) {
    metrics().deliveriesFailed.inc({ channel: row.channel })
    logger.error(log, 'Lead delivery failed for good; Retry now in the CMS sends it again')
  } else logger.info({ ...log, retryAt }, 'Lead delivery failed; will retry')
  return giveUp ? 'failed' : 'retrying'
}

/**
 * Polls the outbox every `intervalMs` in this process until stopped; a full batch is followed by
 * the next at once. Started once per process (src/instrumentation.ts); a second call returns the
 * running worker. Stopping (graceful shutdown) lets the run in progress send what it claimed.
 */
export function startDeliveryWorker(options: Omit<RunOptions, 'now' | 'signal'> & { intervalMs?: number } = {}): WorkerHandle {
  const { intervalMs = 2_000, ...runOptions } = options
  const limit = runOptions.limit ?? DEFAULT_LIMIT
  return startPeriodicWorker({
    name: 'Lead delivery worker',
    intervalMs,
    run: async (signal) => (await runDueDeliveries({ ...runOptions, signal })).due >= limit,
  })
}
