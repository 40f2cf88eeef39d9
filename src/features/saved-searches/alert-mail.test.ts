import { describe, expect, it } from 'vitest'

import { buildAlertMail } from './alert-mail'

const item = {
  name: 'Lake View',
  url: '/property/pune/lake-view',
  city: 'Pune',
  priceMinimum: 5_000_000,
  priceMaximum: 9_000_000,
  currency: 'INR',
  kind: 'price-drop',
  offer: null,
}

describe('buildAlertMail', () => {
  const mail = buildAlertMail({
    siteUrl: 'https://homes.example',
    to: 'asha@example.com',
    searchName: 'Pune <3 BHK>',
    query: 'city=Pune&bhk=3',
    frequency: 'daily',
    unsubscribeToken: '7.abc',
    items: [item, { ...item, name: 'Hill Top', url: '/property/pune/hill-top', kind: 'published' }],
  })

  it('lists every match with an absolute link', () => {
    expect(mail.subject).toBe('2 new matches for “Pune <3 BHK>”')
    expect(mail.text).toContain('- Price lowered: Lake View, Pune — ₹50 L – ₹90 L\n  https://homes.example/property/pune/lake-view')
    expect(mail.text).toContain('https://homes.example/property/pune/hill-top')
    expect(mail.text).toContain('See every result: https://homes.example/search?city=Pune&bhk=3')
    expect(mail.html).toContain('<a href="https://homes.example/property/pune/hill-top">New: Hill Top')
    expect(mail.html).toContain('Pune &lt;3 BHK&gt;')
  })

  it('carries a one-click unsubscribe (RFC 8058) and the same link in the body', () => {
    const url = 'https://homes.example/api/saved-searches/unsubscribe?token=7.abc'
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail.text).toContain(`Stop these alerts: ${url}`)
    expect(mail.html).toContain(`href="${url}"`)
  })

  it('an instant alert of one property names it in the subject', () => {
    const one = buildAlertMail({ siteUrl: 'https://h.example', to: 'a@b.co', searchName: 'Pune', query: '', frequency: 'instant', unsubscribeToken: 't', items: [item] })
    expect(one.subject).toBe('New match for “Pune”: Lake View')
    const text = buildAlertMail({ siteUrl: 'https://h.example', to: 'a@b.co', searchName: '“lake” · Pune', query: 'q=lake', frequency: 'instant', unsubscribeToken: 't', items: [item] })
    expect(text.subject).toBe('New match for “lake” · Pune: Lake View')
  })
})
