import { describe, expect, it } from 'vitest'

import { PASSWORD_MESSAGES, passwordProblem } from './password-policy'

describe('passwordProblem', () => {
  it('accepts 8 to 128 characters that are not a common password', async () => {
    expect(await passwordProblem('lake-view-terrace-42')).toBeNull()
    expect(await passwordProblem('x7#kQ2!m')).toBeNull()
    expect(await passwordProblem('a'.repeat(127) + 'b')).toBeNull()
  })

  it('names the length rule it breaks', async () => {
    expect(await passwordProblem('')).toBe(PASSWORD_MESSAGES.tooShort)
    expect(await passwordProblem('abc1234')).toBe(PASSWORD_MESSAGES.tooShort)
    expect(await passwordProblem('a'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong)
  })

  it('refuses common passwords whatever their case', async () => {
    for (const common of ['password', 'password123', '12345678', 'qwertyuiop', 'PassWord1', 'iloveyou']) {
      expect(await passwordProblem(common)).toBe(PASSWORD_MESSAGES.common)
    }
  })
})
