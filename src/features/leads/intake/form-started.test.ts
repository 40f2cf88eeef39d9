import { describe, expect, it } from 'vitest'

import { checkFormStarted, formStartedToken } from './form-started.server'

// Read lazily on first use: the test needs no secret file in DATA_DIR.
process.env.APP_SECRET ??= 'unit-test-secret-unit-test-secret-0123'

const T = 1_800_000_000_000

describe('form_started tokens', () => {
  it('measures the fill time of a genuine token', () => {
    const token = formStartedToken(T)
    expect(checkFormStarted(token, T + 2999)).toEqual({ status: 'too-fast', elapsedMs: 2999 })
    expect(checkFormStarted(token, T + 3000)).toEqual({ status: 'ok', elapsedMs: 3000 })
    expect(checkFormStarted(token, T + 25 * 3600_000)).toEqual({ status: 'expired' })
    expect(checkFormStarted(token, T - 60_000)).toEqual({ status: 'invalid' })
  })
  it('refuses missing, malformed and re-dated tokens', () => {
    expect(checkFormStarted(undefined, T)).toEqual({ status: 'missing' })
    expect(checkFormStarted('', T)).toEqual({ status: 'missing' })
    expect(checkFormStarted('123', T)).toEqual({ status: 'invalid' })
    const [, mac] = formStartedToken(T).split('.')
    expect(checkFormStarted(`${T - 60_000}.${mac}`, T)).toEqual({ status: 'invalid' })
  })
})
