import { describe, expect, it } from 'vitest'

import { checkFormStarted, formStartedToken } from './form-started.server'

// Read lazily on first use: the test needs no secret file in DATA_DIR.
process.env.APP_SECRET ??= 'unit-test-secret-unit-test-secret-0123'

const T = 1_800_000_000_000

describe('form_started tokens', () => {
  it('measures the fill time of a genuine token', () => {
    const token = formStartedToken(T)
    const id = token.split('.').slice(0, 2).join('.')
    expect(checkFormStarted(token, T + 2999)).toEqual({ status: 'too-fast', elapsedMs: 2999, id })
    expect(checkFormStarted(token, T + 3000)).toEqual({ status: 'ok', elapsedMs: 3000, id })
    expect(checkFormStarted(token, T + 25 * 3600_000)).toEqual({ status: 'expired' })
    expect(checkFormStarted(token, T - 60_000)).toEqual({ status: 'invalid' })
  })
  it('refuses missing, malformed and re-dated tokens', () => {
    expect(checkFormStarted(undefined, T)).toEqual({ status: 'missing' })
    expect(checkFormStarted('', T)).toEqual({ status: 'missing' })
    expect(checkFormStarted('123', T)).toEqual({ status: 'invalid' })
    const [, nonce, mac] = formStartedToken(T).split('.')
    expect(checkFormStarted(`${T - 60_000}.${nonce}.${mac}`, T)).toEqual({ status: 'invalid' })
    const other = formStartedToken(T).split('.')[1]
    expect(other).not.toBe(nonce)
    expect(checkFormStarted(`${T}.${other}.${mac}`, T + 5000)).toEqual({ status: 'invalid' })
  })
})
