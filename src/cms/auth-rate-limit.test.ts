import { describe, expect, it } from 'vitest'

import { CMS_LOGIN_FAILURES_PER_IP, CMS_RESET_MAILS_PER_IP, limitCmsAuth } from './auth-rate-limit.server'
import type { CmsRoute } from './rest-route'

const route = (endpoint: string): CmsRoute => ({ collection: 'editors', endpoint, params: {} })

const post = (ip: string) => new Request('http://localhost/api/cms/editors/x', { method: 'POST', headers: { 'x-forwarded-for': ip } })

describe('limitCmsAuth', () => {
  it('allows CMS_RESET_MAILS_PER_IP password-reset requests an hour per address, then 429', async () => {
    let sent = 0
    const handle = async () => {
      sent += 1
      return Response.json({ message: 'sent' })
    }
    for (let i = 0; i < CMS_RESET_MAILS_PER_IP.points; i++) {
      expect((await limitCmsAuth(post('203.0.113.50'), route('/forgot-password'), handle)).status).toBe(200)
    }
    const refused = await limitCmsAuth(post('203.0.113.50'), route('/forgot-password'), handle)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(sent).toBe(CMS_RESET_MAILS_PER_IP.points)
    // Another address still gets its mail.
    expect((await limitCmsAuth(post('203.0.113.51'), route('/forgot-password'), handle)).status).toBe(200)
  })

  it('counts only failed logins, and leaves other CMS posts alone', async () => {
    const ok = async () => Response.json({ user: {} })
    const wrong = async () => Response.json({ errors: [] }, { status: 401 })
    for (let i = 0; i < CMS_LOGIN_FAILURES_PER_IP.points * 2; i++) {
      expect((await limitCmsAuth(post('203.0.113.60'), route('/login'), ok)).status).toBe(200)
    }
    for (let i = 0; i < CMS_LOGIN_FAILURES_PER_IP.points; i++) {
      expect((await limitCmsAuth(post('203.0.113.60'), route('/login'), wrong)).status).toBe(401)
    }
    expect((await limitCmsAuth(post('203.0.113.60'), route('/login'), ok)).status).toBe(429)
    expect((await limitCmsAuth(post('203.0.113.60'), { collection: 'faqs', endpoint: '/', params: {} }, ok)).status).toBe(200)
  })
})
