import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Runs `body` in a fresh process with the logger at info, and returns its stdout lines parsed. */
function logged(body: string): Record<string, unknown>[] {
  const script = `
    import { logger } from './src/lib/logger.ts'
    import { requestContext } from './src/lib/observability/request-context.ts'
    ${body}`
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info' } as unknown as NodeJS.ProcessEnv,
    timeout: 30_000,
  })
  expect(result.stderr).toBe('')
  return result.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('logger', () => {
  it('adds the request id, quiets refusals, redacts secrets and masks contact details', () => {
    const [inRequest, refusal, secrets, failure, outside] = logged(`
      class Forbidden extends Error { status = 403 }
      requestContext().run({ reqId: 'req-12345678' }, () => {
        logger.info('inside')
        logger.error({ err: new Forbidden('You are not allowed to perform this action.') })
      })
      logger.info({ headers: { authorization: 'Bearer abc', cookie: 'sid=1' }, lead: { email: 'asha.rao@example.com', phone: '+919876543210' }, mail: { to: 'sales@example.com' } }, 'with data')
      logger.error({ err: new Error('Failed query: params asha.rao@example.com,+919876543210') }, 'db')
      logger.info('outside')
    `)
    expect(inRequest).toMatchObject({ level: 30, reqId: 'req-12345678', msg: 'inside' })
    expect(refusal).toMatchObject({ level: 30, reqId: 'req-12345678', status: 403, msg: 'You are not allowed to perform this action.' })
    expect(JSON.stringify(refusal)).not.toContain('stack')
    expect(secrets).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      lead: { email: 'a***@example.com', phone: '+91******3210' },
      mail: { to: 's***@example.com' },
    })
    expect(failure).toMatchObject({ level: 50 })
    expect(JSON.stringify(failure)).not.toMatch(/asha\.rao|9876543210/)
    expect(JSON.stringify(failure)).toContain('a***@example.com')
    expect(outside).not.toHaveProperty('reqId')
  })
})
