import { describe, expect, it } from 'vitest'

import { confirmationMail, reminderMail, type VisitDetails, visitIcs, visitMessage } from './visit-message'

const visit: VisitDetails = {
  bookingId: 9,
  project: 'Alpha Heights',
  city: 'Pune',
  address: '12 Lake Road',
  date: '2026-12-04',
  start: '17:00',
  end: '18:00',
  startsAt: new Date('2026-12-04T11:30:00Z'),
  endsAt: new Date('2026-12-04T12:30:00Z'),
  timeZone: 'Asia/Kolkata',
  visitorName: 'Meera',
  visitorEmail: 'meera@example.com',
}

describe('site visit messages', () => {
  it('describes the booking on the lead', () => {
    expect(visitMessage({ project: 'Alpha Heights', date: '2026-12-04', start: '17:00', end: '18:00' })).toBe('Site visit to Alpha Heights on Fri, 4 Dec 2026, 17:00–18:00')
    expect(visitMessage({ date: '2026-12-04', start: '17:00', end: '18:00', extra: ' With family ' })).toBe('Site visit on Fri, 4 Dec 2026, 17:00–18:00\nWith family')
  })

  it('builds an invitation in UTC with a UID stable per booking and the address as location', () => {
    const site = { host: 'homes.example', organizer: { name: 'Site visits', email: 'no-reply@homes.example' }, cancelUrl: 'https://homes.example/site-visits/cancel?token=9.x' }
    const ics = visitIcs(visit, site)
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics).toContain('UID:site-visit-9@homes.example')
    expect(ics).toContain('DTSTART:20261204T113000Z')
    expect(ics).toContain('DTEND:20261204T123000Z')
    expect(ics).toContain('LOCATION:12 Lake Road\\, Pune')
    expect(visitIcs(visit, site)).toBe(ics) // the same booking, the same event
  })

  it('puts the cancel link in the confirmation', () => {
    const mail = confirmationMail(visit, 'https://homes.example/site-visits/cancel?token=9.x')
    expect(mail.subject).toBe('Site visit booked: Alpha Heights, Fri, 4 Dec 2026, 17:00–18:00')
    expect(mail.text).toContain('https://homes.example/site-visits/cancel?token=9.x')
  })

  it('writes the confirmation and the reminder in Hindi for a lead from a Hindi page', () => {
    const url = 'https://homes.example/site-visits/cancel?token=9.x'
    const mail = confirmationMail(visit, url, 'hi')
    expect(mail.subject).toMatch(/^साइट विज़िट बुक हो गई: Alpha Heights, शुक्र, 4 दिस॰ 2026, 17:00–18:00$/)
    expect(mail.text).toContain('Alpha Heights की आपकी साइट विज़िट')
    expect(mail.text).toContain(`नहीं आ पाएँगे? विज़िट यहाँ रद्द करें: ${url}`)
    expect(mail.text).not.toContain('Dear')
    const reminder = reminderMail(visit, url, 'hi')
    expect(reminder.subject).toMatch(/^याद दिला दें: कल Alpha Heights की साइट विज़िट/)
    expect(reminderMail(visit, url, 'en').subject).toBe('Reminder: site visit to Alpha Heights tomorrow, Fri, 4 Dec 2026, 17:00–18:00')
  })
})
