import { describe, expect, it } from 'vitest'

import { buyerAckMail } from './messages'

const base = { name: 'Asha Menon', officeHours: 'Mon–Sat 10:00–18:00', siteName: 'Griha Homes' }

describe('buyer acknowledgement mail', () => {
  it('names the project with its link and brochure, the caller and the office hours', () => {
    const mail = buyerAckMail(
      {
        ...base,
        project: { name: 'Sky Villas', url: 'https://homes.example/property/pune/sky-villas', brochureUrl: 'https://homes.example/media/sky.pdf' },
        assignee: { name: 'Anita', phone: '+91 98765 00001' },
        sitePhone: '+91 20 1234 5678',
      },
      'en',
    )
    expect(mail.subject).toBe('We have your enquiry about Sky Villas')
    expect(mail.text).toContain('Dear Asha Menon,')
    expect(mail.text).toContain('See the project: https://homes.example/property/pune/sky-villas')
    expect(mail.text).toContain('Brochure: https://homes.example/media/sky.pdf')
    expect(mail.text).toContain('Anita will call you from +91 98765 00001.')
    expect(mail.text).toContain('office hours: Mon–Sat 10:00–18:00')
    expect(mail.text).toContain('You can also call us on +91 20 1234 5678.')
  })

  it('says the team will call while the lead has no assignee, and has no project lines without a project', () => {
    const mail = buyerAckMail(base, 'en')
    expect(mail.subject).toBe('We have your enquiry – Griha Homes')
    expect(mail.text).toContain('Our sales team will call you shortly.')
    expect(mail.text).not.toContain('See the project')
    expect(mail.text).not.toContain('Brochure')
  })

  it('writes to a Hindi lead in Hindi, with the same links', () => {
    const mail = buyerAckMail(
      { ...base, project: { name: 'Sky Villas', url: 'https://homes.example/hi/property/pune/sky-villas' }, assignee: { name: 'Anita' } },
      'hi',
    )
    expect(mail.subject).toBe('Sky Villas के बारे में आपकी पूछताछ हमें मिल गई है')
    expect(mail.text).toContain('प्रिय Asha Menon,')
    expect(mail.text).toContain('प्रोजेक्ट देखें: https://homes.example/hi/property/pune/sky-villas')
    expect(mail.text).toContain('Anita आपको कॉल करेंगे।')
    expect(mail.text).toContain('सादर,\nGriha Homes')
    expect(mail.text).not.toMatch(/Thank you|Dear|Regards/)
    expect(buyerAckMail(base, 'hi').text).toContain('हमारी सेल्स टीम जल्द ही आपको कॉल करेगी।')
  })
})
