/**
 * Start-up data (docs/product.md §11): a failure while seeding or creating the admin account is logged as
 * 'Error initializing data' and start-up carries on, so the site still answers.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload

beforeAll(async () => {
  ctx = await freshPayload()
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('initializeData', () => {
  it('logs "Error initializing data" and resolves when the seed fails', async () => {
    const { initializeData } = await import('@/cms/boot')
    const { parseEnv } = await import('@/lib/env')
    const { logger } = await import('@/lib/logger')
    const logged: { message: string; err?: unknown }[] = []
    const originalError = logger.error.bind(logger)
    logger.error = ((obj: unknown, message?: string) => {
      logged.push({ message: String(message ?? obj), err: (obj as { err?: unknown })?.err })
    }) as typeof logger.error
    // Already migrated by freshPayload (Vitest cannot import the .ts migrations the way migrate() does).
    const migrate = payload.db.migrate
    payload.db.migrate = async () => {}
    const count = payload.count.bind(payload)
    payload.count = (async () => {
      throw new Error('database is locked')
    }) as Payload['count']
    try {
      await expect(initializeData(payload, parseEnv({ ...process.env, SEED: undefined }))).resolves.toBeUndefined()
    } finally {
      payload.count = count
      payload.db.migrate = migrate
      logger.error = originalError
    }
    expect(logged).toHaveLength(1)
    expect(logged[0]!.message).toBe('Error initializing data')
    expect(String(logged[0]!.err)).toContain('database is locked')
    // The database is still usable afterwards: the site keeps answering.
    expect((await payload.count({ collection: 'cities', overrideAccess: true })).totalDocs).toBe(0)
  })
})
