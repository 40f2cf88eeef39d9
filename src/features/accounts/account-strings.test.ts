import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

import english from '../../../messages/en.json'
import hindi from '../../../messages/hi.json'
import { passwordLengthProblem, shownMessage } from './account-strings'
import { accountStrings } from './account-strings.server'
import { ACCOUNT_MESSAGES } from './auth-options'
import { FALLBACK_MESSAGE, NETWORK_MESSAGE, RATE_LIMITED_MESSAGE } from './components/auth-client'
import { displayNameProblem } from './display-name'
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy'

describe('account pages’ strings (docs/product.md §8, §21)', () => {
  it('keep the English messages the server and the client answer with', () => {
    const { errors } = english.Accounts
    expect({ altcha: errors.altcha, otpRateLimited: errors.otpRateLimited, signInRateLimited: errors.signInRateLimited, invalidPhone: errors.invalidPhone, smsFailed: errors.smsFailed }).toEqual(ACCOUNT_MESSAGES)
    expect(errors.passwordCommon).toBe(PASSWORD_MESSAGES.common)
    expect([errors.fallback, errors.network, errors.rateLimited]).toEqual([FALLBACK_MESSAGE, NETWORK_MESSAGE, RATE_LIMITED_MESSAGE])
    expect(passwordLengthProblem('short', english.Accounts.common)).toBe(PASSWORD_MESSAGES.tooShort)
    expect(passwordLengthProblem('x'.repeat(129), english.Accounts.common)).toBe(PASSWORD_MESSAGES.tooLong)
    expect(passwordLengthProblem('long enough', english.Accounts.common)).toBeNull()
  })

  it('show the server’s words as they are in English', () => {
    const strings = accountStrings('en', 'login')
    expect(strings.errors).toBeUndefined()
    expect(shownMessage(strings, 'Invalid email or password')).toBe('Invalid email or password')
    expect(strings.login.submit).toBe('Sign in')
  })

  it('put every message a form meets into Hindi on a Hindi page', async () => {
    const strings = accountStrings('hi', 'register')
    expect(strings.locale).toBe('hi')
    expect(strings.register).toEqual(hindi.Accounts.register)
    expect(shownMessage(strings, 'Invalid email or password')).toBe(hindi.Accounts.errors.invalidEmailOrPassword)
    expect(shownMessage(strings, ACCOUNT_MESSAGES.invalidPhone)).toBe(hindi.Accounts.errors.invalidPhone)
    expect(shownMessage(strings, (await passwordProblem('password123'))!)).toBe(hindi.Accounts.errors.passwordCommon)
    expect(shownMessage(strings, PASSWORD_MESSAGES.tooShort)).toBe('पासवर्ड में कम से कम 8 अक्षर होने चाहिए')
    expect(shownMessage(strings, displayNameProblem('visit https://evil.example')!)).toMatch(/[\u0900-\u097F]/)
    expect(shownMessage(strings, 'Some message nobody translated')).toBe(hindi.Accounts.errors.fallback)
    expect(passwordLengthProblem('short', strings.common)).toBe('पासवर्ड में कम से कम 8 अक्षर होने चाहिए')
  })
})
