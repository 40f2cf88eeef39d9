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

describe('buildAlertMail in Hindi (docs/product.md §21)', () => {
  const base = { siteUrl: 'https://homes.example', to: 'asha@example.com', query: 'city=Pune&bhk=3', unsubscribeToken: '7.abc', language: 'hi' as const }
  const hindiItem = { ...item, city: 'पुणे' }
  const mail = buildAlertMail({
    ...base,
    searchName: 'पुणे <3 BHK>',
    frequency: 'daily',
    items: [hindiItem, { ...hindiItem, name: 'Hill Top', url: '/property/pune/hill-top', kind: 'published' }, { ...hindiItem, name: 'Sea Breeze', url: '/property/pune/sea-breeze', kind: 'offer', offer: 'स्टांप ड्यूटी माफ़' }],
  })

  it('has a Hindi subject with the count in it, one or many', () => {
    expect(mail.subject).toBe('“पुणे <3 BHK>” से मेल खाते 3 नए घर')
    const one = buildAlertMail({ ...base, searchName: 'पुणे', frequency: 'weekly', items: [hindiItem] })
    expect(one.subject).toBe('“पुणे” से मेल खाता 1 नया घर')
    const instant = buildAlertMail({ ...base, searchName: 'पुणे', frequency: 'instant', items: [hindiItem] })
    expect(instant.subject).toBe('“पुणे” से मेल खाता नया घर: Lake View')
  })

  it('writes its sentences, reasons and prices in Hindi, the city in its Hindi name', () => {
    expect(mail.text).toContain('आपकी सेव की गई खोज “पुणे <3 BHK>” से मेल खाते नए घर:')
    expect(mail.text).toContain('- कीमत घटी: Lake View, पुणे — ₹50 लाख – ₹90 लाख\n  https://homes.example/hi/property/pune/lake-view')
    expect(mail.text).toContain('- नया: Hill Top, पुणे — ₹50 लाख – ₹90 लाख')
    expect(mail.text).toContain('- नया ऑफ़र: Sea Breeze, पुणे — ₹50 लाख – ₹90 लाख (स्टांप ड्यूटी माफ़)')
    expect(mail.text).not.toMatch(/See every result|Manage your|Stop these alerts|Price lowered| L\b| Cr\b/)
    expect(mail.html).toMatch(/^<div lang="hi">/)
    expect(mail.html).toContain('आपकी सेव की गई खोज <strong>पुणे &lt;3 BHK&gt;</strong> से मेल खाते नए घर:')
    expect(mail.html).toContain('>सभी नतीजे देखें</a>')
  })

  it('links to the Hindi pages, and its unsubscribe link carries the language outside the token', () => {
    expect(mail.text).toContain('सभी नतीजे देखें: https://homes.example/hi/search?city=Pune&bhk=3')
    expect(mail.text).toContain('अपनी सेव की गई खोजें देखें और बदलें: https://homes.example/hi/profile#saved-searches')
    const url = 'https://homes.example/api/saved-searches/unsubscribe?token=7.abc&language=hi'
    expect(new URL(url).searchParams.get('token')).toBe('7.abc')
    expect(mail.text).toContain(`ये सूचनाएँ बंद करें: ${url}`)
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail.html).toContain(`<a href="https://homes.example/hi/property/pune/hill-top">नया: Hill Top`)
    expect(mail.html).toContain(`href="${url.replace('&', '&amp;')}"`)
  })

  it('an English search stays English, word for word', () => {
    const english = buildAlertMail({ ...base, language: 'en', searchName: 'Pune', frequency: 'weekly', items: [item] })
    expect(english.subject).toBe('1 new match for “Pune”')
    expect(english.text).toBe(
      [
        'New homes match your saved search “Pune”:',
        '',
        '- Price lowered: Lake View, Pune — ₹50 L – ₹90 L',
        '  https://homes.example/property/pune/lake-view',
        '',
        'See every result: https://homes.example/search?city=Pune&bhk=3',
        'Manage your saved searches: https://homes.example/profile#saved-searches',
        '',
        'Stop these alerts: https://homes.example/api/saved-searches/unsubscribe?token=7.abc',
      ].join('\n'),
    )
    expect(english.html).toMatch(/^<div lang="en">\n<p>New homes match your saved search <strong>Pune<\/strong>:<\/p>/)
  })
})
