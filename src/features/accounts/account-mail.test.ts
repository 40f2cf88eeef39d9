import { describe, expect, it } from 'vitest'

import { changeEmailMail, existingAccountMail, mailLocale, otpMessage, resetPasswordMail, verificationMail } from './account-mail'

const verifyUrl = (callback: string) => `https://griha.example/api/auth/verify-email?token=t&callbackURL=${encodeURIComponent(callback)}`
const resetUrl = (callback: string) => `https://griha.example/api/auth/reset-password/t?callbackURL=${encodeURIComponent(callback)}`

describe('account mails (docs/product.md §8, §21)', () => {
  it('keep their English words', () => {
    const mail = verificationMail('Asha', verifyUrl('/profile'))
    expect(mail.subject).toBe('Confirm your e-mail address for Griha Homes')
    expect(mail.text).toBe(
      ['Hello Asha,', '', 'Please confirm that this is your e-mail address. The link works for one hour.', '', `Confirm my e-mail address: ${verifyUrl('/profile')}`, '', '— Griha Homes'].join('\n'),
    )
    expect(resetPasswordMail(null, resetUrl('/reset_password')).subject).toBe('Reset your Griha Homes password')
    expect(changeEmailMail('Asha', 'new@example.com', 'https://x/y').text).toContain('change the e-mail address of your account to new@example.com.')
    expect(existingAccountMail('Asha', 'https://griha.example/login').text).toContain('Sign in: https://griha.example/login')
    expect(otpMessage('123456')).toBe('123456 is your Griha Homes sign-in code. It expires in 5 minutes. Do not share it with anyone.')
  })

  it('are written in Hindi for a Hindi page, with the same link', () => {
    const url = verifyUrl('/hi/profile')
    const mail = verificationMail('Asha', url, 'hi')
    expect(mail.subject).toBe('Griha Homes के लिए अपने ईमेल पते की पुष्टि करें')
    expect(mail.text).toContain('नमस्ते Asha,')
    expect(mail.text).toContain(`मेरे ईमेल पते की पुष्टि करें: ${url}`)
    expect(mail.html).toContain(`<a href="${url.replace(/&/g, '&amp;')}">मेरे ईमेल पते की पुष्टि करें</a>`)
    expect(resetPasswordMail(null, resetUrl('/hi/reset_password'), 'hi').text).toMatch(/^नमस्ते,\n/)
    expect(existingAccountMail(null, 'https://griha.example/hi/login', 'hi').text).toContain('साइन इन करें: https://griha.example/hi/login')
    expect(changeEmailMail(null, 'new@example.com', 'https://x/y', 'hi').text).toContain('new@example.com')
    expect(otpMessage('123456', 'hi')).toBe('123456 आपका Griha Homes साइन-इन कोड है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।')
  })

  it('take the language of the page their link returns to, else the one the request asks for', () => {
    expect(mailLocale({ url: verifyUrl('/hi/profile'), acceptLanguage: 'en' })).toBe('hi')
    expect(mailLocale({ url: resetUrl('/hi/reset_password') })).toBe('hi')
    expect(mailLocale({ url: verifyUrl('/profile'), acceptLanguage: 'hi' })).toBe('en')
    expect(mailLocale({ url: verifyUrl('/hindi-guide') })).toBe('en')
    expect(mailLocale({ url: 'https://griha.example/api/auth/reset-password/t?callbackURL=', acceptLanguage: 'hi' })).toBe('hi')
    expect(mailLocale({ acceptLanguage: 'hi' })).toBe('hi')
    expect(mailLocale({ acceptLanguage: 'hi-IN,en;q=0.8' })).toBe('hi')
    expect(mailLocale({ acceptLanguage: 'en-US,hi;q=0.9' })).toBe('en')
    expect(mailLocale({ acceptLanguage: null })).toBe('en')
    expect(mailLocale({})).toBe('en')
  })
})
