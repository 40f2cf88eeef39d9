/**
 * Start-up data work, run once before the server accepts traffic: migrate, seed demo content on an
 * empty database, ensure the operator's editor account. Shared by `npm start`, `npm run dev` and tests.
 */
import type { Payload } from 'payload'

import type { Env } from '../lib/env'
import { logger } from '../lib/logger'
import { seedDemo } from './seed'

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [cities, properties] = await Promise.all([
    payload.count({ collection: 'cities', overrideAccess: true }),
    payload.count({ collection: 'properties', overrideAccess: true }),
  ])
  return cities.totalDocs === 0 && properties.totalDocs === 0
}

export async function ensureAdminEditor(payload: Payload, email: string, password: string) {
  const existing = await payload.find({
    collection: 'editors',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    overrideAccess: true,
  })
  const doc = existing.docs[0]
  if (doc) {
    const roles = Array.from(new Set([...(doc.roles ?? []), 'admin' as const]))
    await payload.update({ collection: 'editors', id: doc.id, data: { password, roles }, overrideAccess: true })
    return doc.id
  }
  const created = await payload.create({
    collection: 'editors',
    data: { email, password, name: 'Administrator', roles: ['admin'] },
    overrideAccess: true,
  })
  return created.id
}

/** Runs migrations, the seed chosen by SEED, and the admin account. Migration failure is fatal. */
export async function initializeData(payload: Payload, env: Env): Promise<void> {
  await payload.db.migrate()
  try {
    const seed = env.SEED ?? ((await isDatabaseEmpty(payload)) ? 'demo' : 'none')
    if (seed === 'demo') {
      const started = Date.now()
      const counts = await seedDemo(payload)
      logger.info({ counts, ms: Date.now() - started }, 'Demo content loaded')
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      await ensureAdminEditor(payload, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)
    }
  } catch (error) {
    logger.error({ err: error }, 'Error initializing data')
  }
}
