import 'server-only'

import { REDIS_PREFIX, redis } from './redis'

/** Work in progress per key: the next task for a key waits for the one before. */
const running = new Map<string, Promise<unknown>>()

/** How long another instance's lock is waited for at most, and how long one is held at most. */
const LOCK_MS = 15_000

/**
 * With REDIS_URL the wait holds across instances too: a lock key per key, taken with `SET NX`, let
 * go when the task ends or after LOCK_MS. Without Redis, or while it does not answer, the task
 * runs after this process's own queue only.
 */
async function acrossInstances<T>(key: string, task: () => Promise<T>): Promise<T> {
  const client = redis()
  if (!client) return task()
  const lock = `${REDIS_PREFIX}${key}`
  const token = `${process.pid}-${Math.random()}`
  const deadline = Date.now() + LOCK_MS
  let held = false
  try {
    while (!(held = (await client.set(lock, token, 'PX', LOCK_MS, 'NX')) === 'OK') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } catch {
    held = false
  }
  try {
    return await task()
  } finally {
    // Let go only of our own lock (it may have expired and been taken by another instance).
    if (held) await client.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0", 1, lock, token).catch(() => undefined)
  }
}

/**
 * Runs `work` for `key` (e.g. `hand-off:<user id>`) after any work for the same key that came
 * before it, in this process and, with REDIS_URL, on every instance; a failure of one task does not
 * stop the next.
 */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = running.get(key) ?? Promise.resolve()
  const task = () => acrossInstances(key, work)
  const next = previous.then(task, task)
  running.set(key, next)
  void next.finally(() => {
    if (running.get(key) === next) running.delete(key)
  }).catch(() => undefined)
  return next
}
