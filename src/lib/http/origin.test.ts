import { describe, expect, it } from 'vitest'

import { checkOrigin } from './origin'

const SITE = 'https://homes.example.com'
const REQ = 'http://localhost:3000/forms/contact'
const h = (init: Record<string, string>) => new Headers(init)

describe('checkOrigin', () => {
  it('accepts the site origin and the request’s own origin', () => {
    expect(checkOrigin(h({ origin: SITE }), REQ, SITE)).toBe('same')
    expect(checkOrigin(h({ origin: 'http://localhost:3000' }), REQ, SITE)).toBe('same')
    expect(checkOrigin(h({ referer: `${SITE}/projects/x?a=1` }), REQ, SITE)).toBe('same')
  })
  it('refuses other sites, look-alikes and opaque origins', () => {
    expect(checkOrigin(h({ origin: 'https://evil.example' }), REQ, SITE)).toBe('cross')
    expect(checkOrigin(h({ origin: 'https://homes.example.com.evil.example' }), REQ, SITE)).toBe('cross')
    expect(checkOrigin(h({ origin: 'http://homes.example.com' }), REQ, SITE)).toBe('cross')
    expect(checkOrigin(h({ origin: 'null' }), REQ, SITE)).toBe('cross')
    expect(checkOrigin(h({ referer: 'https://evil.example/page' }), REQ, SITE)).toBe('cross')
  })
  it('prefers Origin over Referer and reports neither as unknown', () => {
    expect(checkOrigin(h({ origin: 'https://evil.example', referer: `${SITE}/` }), REQ, SITE)).toBe('cross')
    expect(checkOrigin(h({}), REQ, SITE)).toBe('unknown')
  })
})
