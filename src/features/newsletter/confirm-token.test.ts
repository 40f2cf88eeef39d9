import { describe, expect, it } from 'vitest'

import { CONFIRMATION_TTL_MS, confirmationToken, parseConfirmationToken, verifyConfirmationToken } from './confirm-token'

const KEY = 'unit-test-key'
const T = 1_800_000_000_000

describe('newsletter confirmation tokens', () => {
  it('are good for their address for 7 days', () => {
    const token = confirmationToken(KEY, 7, 'Reader@Example.com', T)
    expect(parseConfirmationToken(token)).toEqual({ id: 7, sentAt: T })
    expect(verifyConfirmationToken(KEY, token, 'reader@example.com', T + 1000)).toBe('ok')
    expect(verifyConfirmationToken(KEY, token, 'reader@example.com', T + CONFIRMATION_TTL_MS)).toBe('ok')
    expect(verifyConfirmationToken(KEY, token, 'reader@example.com', T + CONFIRMATION_TTL_MS + 1)).toBe('expired')
  })
  it('refuse another address, another key, a re-dated or re-numbered token and garbage', () => {
    const token = confirmationToken(KEY, 7, 'reader@example.com', T)
    const [, , mac] = token.split('.')
    expect(verifyConfirmationToken(KEY, token, 'other@example.com', T)).toBe('invalid')
    expect(verifyConfirmationToken('other-key', token, 'reader@example.com', T)).toBe('invalid')
    expect(verifyConfirmationToken(KEY, `7.${T + 1}.${mac}`, 'reader@example.com', T)).toBe('invalid')
    expect(verifyConfirmationToken(KEY, `8.${T}.${mac}`, 'reader@example.com', T)).toBe('invalid')
    expect(verifyConfirmationToken(KEY, 'garbage', 'reader@example.com', T)).toBe('invalid')
    // Dated in the future: not one of ours.
    expect(verifyConfirmationToken(KEY, confirmationToken(KEY, 7, 'reader@example.com', T + 60_000), 'reader@example.com', T)).toBe('invalid')
  })
})
