import { describe, expect, it } from 'vitest'

import { verificationMail } from './account-mail'
import { displayNameProblem, nameForMail } from './display-name'

const PHISHING = 'Your account is blocked, verify at http://evil.example/login now'

describe('display names', () => {
  it('follow the lead name rule', () => {
    expect(displayNameProblem('Asha Menon')).toBeNull()
    expect(displayNameProblem('आशा मेनन')).toBeNull()
    for (const bad of [PHISHING, 'Asha\nMenon', 'x'.repeat(1_000_000), '', 'www.evil.example']) expect(displayNameProblem(bad), bad.slice(0, 30)).not.toBeNull()
  })

  it('never reach a mail raw when they hold a URL or a line break', () => {
    expect(nameForMail('Asha Menon')).toBe('Asha Menon')
    for (const bad of [PHISHING, 'Asha\r\nBcc: x@example.com']) {
      expect(nameForMail(bad)).toBeNull()
      const mail = verificationMail(bad, 'http://localhost:3000/verify?token=x')
      expect(mail.text).not.toContain('evil.example')
      expect(mail.text).not.toContain('Bcc')
      expect(mail.text.startsWith('Hello,')).toBe(true)
    }
  })
})
