import { describe, expect, it } from 'vitest'

import { tokenId, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token'

const KEY = 'k'.repeat(43)

describe('unsubscribe tokens', () => {
  it('round-trips for the search and owner it was made for', () => {
    const token = unsubscribeToken(KEY, 42, 'user-a')
    expect(tokenId(token)).toBe(42)
    expect(verifyUnsubscribeToken(KEY, token, 42, 'user-a')).toBe(true)
  })

  it('refuses another id, another owner, another key and tampering', () => {
    const token = unsubscribeToken(KEY, 42, 'user-a')
    expect(verifyUnsubscribeToken(KEY, token, 43, 'user-a')).toBe(false)
    expect(verifyUnsubscribeToken(KEY, token, 42, 'user-b')).toBe(false)
    expect(verifyUnsubscribeToken('other-key', token, 42, 'user-a')).toBe(false)
    const forged = `43.${token.split('.')[1]}`
    expect(verifyUnsubscribeToken(KEY, forged, 43, 'user-a')).toBe(false)
    expect(verifyUnsubscribeToken(KEY, `${token}x`, 42, 'user-a')).toBe(false)
  })

  it('reads no id from malformed tokens', () => {
    for (const bad of [null, '', 'abc', '42', '42.short', '-1.' + 'a'.repeat(43), `42.${'a'.repeat(42)}!`]) expect(tokenId(bad)).toBeNull()
  })
})
