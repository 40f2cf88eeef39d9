/**
 * Content changes announced to every instance (docs/product.md §13: a CMS edit shows on every instance within
 * 2 s; ADR 016). The instance where an editor saves drops its own caches at once
 * (`revalidateContent` in src/lib/cache.ts) and publishes the tags on a Redis channel after its
 * response is sent, so after the edit's transaction has committed. Every other instance hears it and
 * drops the same tags and its response cache.
 *
 * Next only revalidates tags inside a request of its own, so a listener asks its own server: a POST
 * to `/api/internal/revalidate` on loopback, carrying a token only this process knows.
 *
 * An announcement made while this instance's subscriber was cut off (a Redis outage, docs/product.md
 * §20) is lost, so when the subscriber is ready again after losing its connection, the instance
 * drops all its content caches (`tags: 'all'`): what it serves next is read again from the database.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'

import { env } from '../env'
import { logger } from '../logger'
import { instanceId } from './instance'
import { REDIS_PREFIX, redis, redisSubscriber } from './redis'

export const INVALIDATION_CHANNEL = `${REDIS_PREFIX}invalidate`
export const INTERNAL_TOKEN_HEADER = 'x-griha-internal'
export const INTERNAL_REVALIDATE_PATH = '/api/internal/revalidate'

const TOKEN = Symbol.for('griha.internalToken')

/** A random token of this process, for requests it sends to itself. */
export function internalToken(): string {
  const g = globalThis as { [TOKEN]?: string }
  return (g[TOKEN] ??= randomBytes(24).toString('base64url'))
}

export function isInternalToken(value: string | null): boolean {
  if (!value) return false
  const expected = Buffer.from(internalToken())
  const given = Buffer.from(value)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

type Message = { from: string; tags: string[] }

/** Tells the other instances that content with these tags changed; a no-op without REDIS_URL. */
export async function publishInvalidation(tags: readonly string[]): Promise<void> {
  const client = redis()
  if (!client || tags.length === 0) return
  const message: Message = { from: instanceId(), tags: [...tags] }
  try {
    await client.publish(INVALIDATION_CHANNEL, JSON.stringify(message))
  } catch (error) {
    // The others keep their copies until their caches expire (4 h at most, docs/product.md §9).
    logger.error({ err: error instanceof Error ? error.message : error, tags }, 'Could not announce a content change to the other instances')
  }
}

function parse(raw: string): Message | undefined {
  try {
    const value = JSON.parse(raw) as Partial<Message>
    if (typeof value.from === 'string' && Array.isArray(value.tags) && value.tags.every((t) => typeof t === 'string')) {
      return { from: value.from, tags: value.tags }
    }
  } catch {
    // not ours
  }
  return undefined
}

const STARTED = Symbol.for('griha.invalidationListener')

/** Listens for other instances' changes (once per process); a no-op without REDIS_URL. */
export async function startInvalidationListener(): Promise<void> {
  const g = globalThis as { [STARTED]?: boolean }
  const subscriber = redisSubscriber()
  if (!subscriber || g[STARTED]) return
  g[STARTED] = true
  const self = `http://127.0.0.1:${env().PORT}${INTERNAL_REVALIDATE_PATH}`
  const dropHere = (tags: string[] | 'all', from: string) =>
    fetch(self, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: internalToken() },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(10_000),
    })
      .then((response) => {
        if (!response.ok) throw new Error(`answered ${response.status}`)
        logger.debug({ tags, from }, 'Dropped content changed on another instance')
      })
      .catch((error: unknown) => {
        logger.error({ err: error instanceof Error ? error.message : error, tags }, 'Could not drop content changed on another instance')
      })
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== INVALIDATION_CHANNEL) return
    const message = parse(raw)
    if (!message || message.from === instanceId()) return
    void dropHere(message.tags, message.from)
  })
  let cutOff = false
  subscriber.on('close', () => (cutOff = true))
  subscriber.on('ready', () => {
    if (!cutOff) return
    cutOff = false
    logger.info('Listening to content changes again: dropping every cached copy, as changes announced meanwhile were missed')
    void dropHere('all', 'reconnect')
  })
  // Subscribes again by itself after a reconnect (ioredis `autoResubscribe`).
  await subscriber.subscribe(INVALIDATION_CHANNEL).catch((error: unknown) => {
    logger.warn({ err: error instanceof Error ? error.message : error }, 'Could not subscribe to content changes yet; ioredis retries')
  })
}
