import { describe, expect, it } from 'vitest'

import { cancelToken, cancelTokenId, verifyCancelToken } from './cancel-token'

describe('site visit cancel token', () => {
  const key = 'test-key'

  it('names the booking and verifies only for its lead and key', () => {
    const token = cancelToken(key, 42, 7)
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/)
    expect(cancelTokenId(token)).toBe(42)
    expect(verifyCancelToken(key, token, 42, 7)).toBe(true)
    expect(verifyCancelToken(key, token, 42, 8)).toBe(false)
    expect(verifyCancelToken('other-key', token, 42, 7)).toBe(false)
    expect(verifyCancelToken(key, token.replace(/^42/, '43'), 43, 7)).toBe(false)
  })

  it('refuses malformed tokens', () => {
    for (const bad of [null, '', '42', '42.short', 'x.' + 'a'.repeat(43), `42.${'a'.repeat(44)}`]) expect(cancelTokenId(bad)).toBeNull()
    expect(verifyCancelToken(key, '42.abc', 42, 7)).toBe(false)
  })
})
