import { describe, expect, it } from 'vitest'

import { encodePath, escapeXml, urlEntry, w3cDate } from './xml'

describe('escapeXml', () => {
  it('escapes the five XML characters and drops forbidden control characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
    expect(escapeXml('ok\u0001\u0008text\n')).toBe('oktext\n')
  })
})

describe('w3cDate', () => {
  it('formats an instant as a W3C datetime in UTC', () => {
    expect(w3cDate('2026-11-21T10:15:30.123Z')).toBe('2026-11-21T10:15:30+00:00')
    expect(w3cDate(new Date(Date.UTC(2025, 0, 2)))).toBe('2025-01-02T00:00:00+00:00')
  })
  it('gives null for missing or invalid dates', () => {
    expect(w3cDate(null)).toBeNull()
    expect(w3cDate('')).toBeNull()
    expect(w3cDate('not a date')).toBeNull()
  })
})

describe('urlEntry', () => {
  it('writes an absolute, escaped loc and the lastmod for each language, with the alternates of both and x-default', () => {
    const alternates = (en: string, hi: string) =>
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${en}"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${hi}"/><xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`
    const en = 'https://example.in/accreditations&amp;associations'
    const hi = 'https://example.in/hi/accreditations&amp;associations'
    expect(urlEntry('https://example.in/', '/accreditations&associations', '2026-01-01T00:00:00Z')).toBe(
      `<url><loc>${en}</loc><lastmod>2026-01-01T00:00:00+00:00</lastmod>${alternates(en, hi)}</url>\n` +
        `<url><loc>${hi}</loc><lastmod>2026-01-01T00:00:00+00:00</lastmod>${alternates(en, hi)}</url>\n`,
    )
    expect(urlEntry('https://example.in', '/')).toBe(
      `<url><loc>https://example.in/</loc>${alternates('https://example.in/', 'https://example.in/hi')}</url>\n` +
        `<url><loc>https://example.in/hi</loc>${alternates('https://example.in/', 'https://example.in/hi')}</url>\n`,
    )
  })
  it('encodes path segments once', () => {
    expect(encodePath('/blogs/a b')).toBe('/blogs/a%20b')
    expect(encodePath('/blogs/a%20b')).toBe('/blogs/a%20b')
    // A path the site routes with `&` in it keeps it (the route of `%26` would be another path).
    expect(encodePath('/awards&press/awards/2024')).toBe('/awards&press/awards/2024')
    expect(encodePath('/awards%26press')).toBe('/awards&press')
    expect(encodePath('/blogs/a?b#c')).toBe('/blogs/a%3Fb%23c')
  })
})
