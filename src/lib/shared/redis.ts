/**
 * The Redis connection of the scale-out path (docs/product.md §13, ADR 016): with `REDIS_URL` set, state that
 * must be the same on every instance lives there (rate-limit counters, the ALTCHA replay store,
 * Better Auth's secondary storage) and content changes are announced on a channel. Without it,
 * nothing here connects and every caller keeps its in-process behaviour.
 *
 * Redis is a coordination store, never the only copy of anything that matters: a lead is in the
 * database before it is acknowledged; sessions are in the database too. When Redis does not answer,
 * commands fail at once (no offline queue) and the callers fall back to this process's memory, with
 * one warning a minute in the log for all of them (`reportRedisFailure`, docs/product.md §20).
 *
 * Clients live on `globalThis`: Next bundles server code separately from scripts/serve.ts, and one
 * connection per process is enough.
 */
import { Redis } from 'ioredis'

import { env } from '../env'
import { logger } from '../logger'
import { OutageWarning } from './outage-warning'

/** Prefix of every key this site writes, so a Redis shared with other software stays tidy. */
export const REDIS_PREFIX = 'griha:'

type Clients = { command?: Redis; subscriber?: Redis }
const KEY = Symbol.for('griha.redis')
const clients = (): Clients => {
  const g = globalThis as { [KEY]?: Clients }
  return (g[KEY] ??= {})
}

type Outage = { warning: OutageWarning; down: boolean; lastError: string }
const OUTAGE = Symbol.for('griha.redisOutage')
const outage = (): Outage => {
  const g = globalThis as { [OUTAGE]?: Outage }
  if (!g[OUTAGE]) {
    const state: Outage = {
      down: false,
      lastError: '',
      warning: new OutageWarning((held) =>
        logger.warn({ err: state.lastError, failuresSinceLastWarning: held }, 'Redis is not answering; shared state falls back to this process (sessions from the database, limits in memory)'),
      ),
    }
    g[OUTAGE] = state
  }
  return g[OUTAGE]
}

/** A Redis command or connection failed: one warning a minute for the whole process. */
export function reportRedisFailure(error: unknown): void {
  const state = outage()
  state.down = true
  state.lastError = error instanceof Error ? error.message : String(error)
  state.warning.report()
}

function connect(url: string, role: 'commands' | 'subscriber'): Redis {
  const client = new Redis(url, {
    // A command while disconnected fails at once; the caller's fallback answers instead of a hang.
    // The subscriber queues its SUBSCRIBE until connected (and ioredis subscribes again after a reconnect).
    enableOfflineQueue: role === 'subscriber',
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // Reconnect forever, at most every 2 s (sharing resumes within that once Redis is back).
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  })
  client.on('error', reportRedisFailure)
  client.on('ready', () => {
    const state = outage()
    if (!state.down) return
    state.down = false
    state.warning.recovered()
    logger.info({ role }, 'Redis answers again; shared state resumes')
  })
  return client
}

/** Whether the scale-out path is on (`REDIS_URL` set). */
export function redisConfigured(): boolean {
  return Boolean(env().REDIS_URL)
}

/** The command connection, or undefined without `REDIS_URL`. */
export function redis(): Redis | undefined {
  const url = env().REDIS_URL
  if (!url) return undefined
  const c = clients()
  return (c.command ??= connect(url, 'commands'))
}

/** A second connection for SUBSCRIBE (a subscribed connection takes no other commands). */
export function redisSubscriber(): Redis | undefined {
  const url = env().REDIS_URL
  if (!url) return undefined
  const c = clients()
  return (c.subscriber ??= connect(url, 'subscriber'))
}

/** Resolves when the command connection is ready, or after `timeoutMs` (the fallbacks cover the rest). */
export async function redisReady(timeoutMs = 3_000): Promise<boolean> {
  const client = redis()
  if (!client) return false
  if (client.status === 'ready') return true
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady)
      resolve(false)
    }, timeoutMs)
    const onReady = () => {
      clearTimeout(timer)
      resolve(true)
    }
    client.once('ready', onReady)
  })
}

/** Closes both connections (shutdown, tests). */
export async function closeRedis(): Promise<void> {
  const c = clients()
  const all = [c.command, c.subscriber].filter((x): x is Redis => Boolean(x))
  c.command = c.subscriber = undefined
  await Promise.all(all.map((client) => client.quit().catch(() => client.disconnect())))
}
