/**
 * Draining on SIGTERM (docs/product.md §20) of the real server (scripts/start.ts → scripts/serve.ts):
 * - requests sent just before the signal, each on a connection of its own, all answer 200 (none is
 *   reset or refused: they sat in the accept queue or were being read when the signal came);
 * - `GET /api/health` answers 503 `{"status":"draining"}` at once;
 * - for SHUTDOWN_DRAIN_SECONDS the server goes on accepting and answering, with `Connection: close`,
 *   also on a keep-alive connection opened before the signal;
 * - then it stops listening (connections are refused) and exits 0.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCity, createProperty } from '@/cms/seed/factories'

import { type SiteServer, startSiteServer } from '../support/site-server'
import { type FreshPayload, freshPayload } from './support/database'

const DRAIN_SECONDS = 3

let ctx: FreshPayload
let site: SiteServer
let page = ''

beforeAll(async () => {
  ctx = await freshPayload()
  const city = await createCity(ctx.payload, { city_name: 'Drainpur' })
  const property = await createProperty(ctx.payload, { city: city.id, full_name: 'Drain Heights' })
  page = `/property/${city.slug}/${property.slug}`
  const serverDir = path.join(ctx.dataDir, 'server')
  fs.mkdirSync(serverDir)
  site = await startSiteServer({ dataDir: serverDir, databaseUrl: process.env.DATABASE_URL!, env: { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) } })
}, 900_000)

afterAll(async () => {
  await site?.stop()
  await ctx?.cleanup()
})

type Answer = { status: number; connection: string | undefined; body: string }

function get(pathname: string, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(pathname, site.url), { agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')))
    req.on('error', reject)
  })
}

const outcome = (p: Promise<Answer>) =>
  p.then(
    (a) => ({ status: a.status, connection: a.connection }),
    (e: NodeJS.ErrnoException) => ({ error: e.code ?? e.message }),
  )

describe('SIGTERM drains the server', () => {
  it('answers every request sent just before the signal, says draining, keeps answering with Connection: close, then stops and exits 0', async () => {
    // Warm the pages so the burst measures the drain, not the first render.
    expect((await get(page)).status).toBe(200)
    expect((await get('/api/health')).status).toBe(200)
    // A keep-alive connection opened (and left idle) before the signal.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 })
    expect((await get('/contact', keepAlive)).status).toBe(200)

    const exited = new Promise<number | null>((resolve) => site.child.once('exit', (code) => resolve(code)))
    // 40 requests, each on a new connection, 30 ms before the signal.
    const before = Array.from({ length: 40 }, (_, i) => outcome(get([page, '/search', '/contact'][i % 3]!)))
    await new Promise((resolve) => setTimeout(resolve, 30))
    const signalledAt = Date.now()
    process.kill(-site.child.pid!, 'SIGTERM')

    // Draining at once.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const health = await get('/api/health')
    expect(health.status).toBe(503)
    expect(JSON.parse(health.body)).toMatchObject({ status: 'draining' })
    expect(health.connection).toBe('close')

    // Still accepting and answering during the drain, on new and old connections, with Connection: close.
    const during = await get(page)
    expect(during.status).toBe(200)
    expect(during.connection).toBe('close')
    const reused = await get('/contact', keepAlive)
    expect(reused.status).toBe(200)
    expect(reused.connection).toBe('close')
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_SECONDS * 1000)

    expect((await Promise.all(before)).map((o) => ('status' in o ? o.status : o.error))).toEqual(Array.from({ length: 40 }, () => 200))

    // After the drain the port is closed and the process exits 0.
    const code = await exited
    const stoppedAt = Date.now()
    expect(code, site.output().slice(-3000)).toBe(0)
    expect(stoppedAt - signalledAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000)
    expect(stoppedAt - signalledAt).toBeLessThan(DRAIN_SECONDS * 1000 + 10_500)
    expect(await outcome(get('/api/health'))).toEqual({ error: 'ECONNREFUSED' })
    keepAlive.destroy()
  })
})
