import { describe, expect, it } from 'vitest'

import { internalToken, isInternalToken, publishInvalidation } from './invalidation'

describe('internal revalidation token', () => {
  it('accepts only this process’s own token', () => {
    const token = internalToken()
    expect(token).toHaveLength(32)
    expect(internalToken()).toBe(token)
    expect(isInternalToken(token)).toBe(true)
    expect(isInternalToken(null)).toBe(false)
    expect(isInternalToken('')).toBe(false)
    expect(isInternalToken(`${token}x`)).toBe(false)
    expect(isInternalToken(token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')))).toBe(false)
  })
})

describe('publishInvalidation', () => {
  it('does nothing without REDIS_URL (one process drops its own caches)', async () => {
    expect(process.env.REDIS_URL).toBeUndefined()
    await expect(publishInvalidation(['properties'])).resolves.toBeUndefined()
  })
})
