import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { isPrivateAddress, trustForwardedFor } from './client-address'

const request = (remoteAddress: string | undefined, forwarded?: string) =>
  ({ socket: { remoteAddress }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage

describe('trustForwardedFor', () => {
  it('replaces what a client on a public address wrote with its socket address', () => {
    const req = request('203.0.113.7', '1.2.3.4')
    trustForwardedFor(req)
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.7')
    const mapped = request('::ffff:198.51.100.2')
    trustForwardedFor(mapped)
    expect(mapped.headers['x-forwarded-for']).toBe('198.51.100.2')
  })

  it('keeps the header a reverse proxy on a private address wrote', () => {
    const req = request('127.0.0.1', '1.2.3.4, 203.0.113.7')
    trustForwardedFor(req)
    expect(req.headers['x-forwarded-for']).toBe('1.2.3.4, 203.0.113.7')
  })

  it('uses the socket address when nobody wrote one', () => {
    const req = request('10.0.0.5')
    trustForwardedFor(req)
    expect(req.headers['x-forwarded-for']).toBe('10.0.0.5')
  })
})

describe('isPrivateAddress', () => {
  it('knows loopback and private ranges of both families', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '::1', 'fd00::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(a), a).toBe(true)
    }
    for (const a of ['172.32.0.1', '8.8.8.8', '2001:db8::1', 'not-an-ip']) expect(isPrivateAddress(a), a).toBe(false)
  })
})
