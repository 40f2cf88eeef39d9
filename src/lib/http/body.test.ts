import { describe, expect, it } from 'vitest'

import { readCappedBody, readCappedForm, readCappedText } from './body'

/** A chunked body (no Content-Length) that counts how much of it was pulled. */
function chunked(chunks: number, size: number) {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close()
      pulled += 1
      controller.enqueue(new Uint8Array(size).fill(97))
    },
  })
  return { request: new Request('http://x/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit), pulled: () => pulled }
}

describe('readCappedBody', () => {
  it('reads a body within the cap', async () => {
    const result = await readCappedBody(new Request('http://x/', { method: 'POST', body: 'hello' }), 5)
    expect(result).toEqual({ ok: true, bytes: new TextEncoder().encode('hello') })
  })

  it('stops a chunked body at the cap instead of reading it whole', async () => {
    const body = chunked(1000, 1024)
    expect(await readCappedBody(body.request, 4096)).toEqual({ ok: false, reason: 'too-large' })
    expect(body.pulled()).toBeLessThan(10)
  })

  it('refuses a declared length over the cap without reading', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'x'.repeat(10), headers: { 'content-length': '10' } })
    expect(await readCappedBody(request, 5)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('reads text as UTF-8 and refuses broken UTF-8', async () => {
    expect(await readCappedText(new Request('http://x/', { method: 'POST', body: 'नमस्ते' }), 100)).toEqual({ ok: true, text: 'नमस्ते' })
    const broken = new Request('http://x/', { method: 'POST', body: new Uint8Array([0xff, 0xfe]) })
    expect(await readCappedText(broken, 100)).toEqual({ ok: false, reason: 'unreadable' })
  })

  it('parses a form and calls a broken multipart body unreadable', async () => {
    const form = new Request('http://x/', { method: 'POST', body: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const parsed = await readCappedForm(form, 100)
    expect(parsed.ok && parsed.data.get('b')).toBe('2')
    const broken = new Request('http://x/', { method: 'POST', body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } })
    expect(await readCappedForm(broken, 100)).toEqual({ ok: false, reason: 'unreadable' })
  })
})
