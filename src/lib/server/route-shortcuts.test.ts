import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { clearShortcuts, offerShortcut, takeShortcuts } from './route-shortcuts'

let cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const fn of cleanup) await fn()
  cleanup = []
  clearShortcuts()
})

/** A server whose fallback ("Next") answers `next <method> <url>`, with the shortcuts in front. */
async function serve() {
  const fallback: string[] = []
  const handle = takeShortcuts((req, res) => {
    fallback.push(`${req.method} ${req.url}`)
    res.end(`next ${req.method} ${req.url}`)
  }, 4321)
  const server = http.createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanup.push(async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, fallback }
}

describe('takeShortcuts', () => {
  it('sends every request to Next while nothing is offered', async () => {
    const { origin, fallback } = await serve()
    const res = await fetch(`${origin}/api/search?city=Pune`)
    expect(await res.text()).toBe('next GET /api/search?city=Pune')
    expect(fallback).toEqual(['GET /api/search?city=Pune'])
  })

  it('answers an offered method and path itself, whatever the query, with the handler’s status, headers and body', async () => {
    const seen: { url: string; forwarded: string | null }[] = []
    offerShortcut('GET', '/api/search', (request) => {
      seen.push({ url: request.url, forwarded: request.headers.get('x-forwarded-for') })
      return Response.json({ ok: true }, { status: 202, headers: { 'cache-control': 'public, s-maxage=60', 'x-extra': 'a' } })
    })
    const { origin, fallback } = await serve()
    const res = await fetch(`${origin}/api/search?city=Pune&bhk=2`, { headers: { 'x-forwarded-for': '198.18.0.7' } })
    expect(res.status).toBe(202)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(res.headers.get('cache-control')).toBe('public, s-maxage=60')
    expect(res.headers.get('x-extra')).toBe('a')
    expect(await res.json()).toEqual({ ok: true })
    // The URL as Next gives it behind a custom server started with a port and no host name.
    expect(seen).toEqual([{ url: 'http://localhost:4321/api/search?city=Pune&bhk=2', forwarded: '198.18.0.7' }])
    expect(fallback).toEqual([])
  })

  it('leaves other methods and paths, and paths that only start alike, to Next', async () => {
    offerShortcut('GET', '/forms/token', () => new Response('token'))
    const { origin, fallback } = await serve()
    expect(await (await fetch(`${origin}/forms/token`)).text()).toBe('token')
    expect(await (await fetch(`${origin}/forms/token`, { method: 'POST', body: 'x' })).text()).toBe('next POST /forms/token')
    expect(await (await fetch(`${origin}/forms/tokens`)).text()).toBe('next GET /forms/tokens')
    expect(await (await fetch(`${origin}/forms/token/x`)).text()).toBe('next GET /forms/token/x')
    expect((await fetch(`${origin}/forms/token`, { method: 'HEAD' })).status).toBe(200)
    expect(fallback).toEqual(['POST /forms/token', 'GET /forms/tokens', 'GET /forms/token/x', 'HEAD /forms/token'])
  })

  it('gives a dynamic last segment to the handler as Next does, for the values offered only, and streams a posted body', async () => {
    const seen: { form: string; body: string; type: string | null; proto: string }[] = []
    offerShortcut<{ form: string }>('POST', '/forms/[form]', async (request, { params }) => {
      const form = await request.formData()
      seen.push({ form: (await params).form, body: String(form.get('name')), type: request.headers.get('content-type'), proto: new URL(request.url).protocol })
      return new Response(null, { status: 303, headers: { location: '/thank-you' } })
    }, ['contact', 'site-visit'])
    const { origin, fallback } = await serve()
    const body = new URLSearchParams({ name: 'Asha Rao' })
    const res = await fetch(`${origin}/forms/site-visit`, { method: 'POST', body, redirect: 'manual', headers: { 'x-forwarded-proto': 'https' } })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/thank-you')
    expect(seen).toEqual([{ form: 'site-visit', body: 'Asha Rao', type: 'application/x-www-form-urlencoded;charset=UTF-8', proto: 'https:' }])
    // A static route beside the dynamic one, any other value, an encoded one, no segment and a
    // deeper path are Next's.
    for (const path of ['/forms/whatsapp-click', '/forms/site%2Dvisit', '/forms/', '/forms/contact/x']) await fetch(`${origin}${path}`, { method: 'POST', body: 'x' })
    expect(fallback).toEqual(['POST /forms/whatsapp-click', 'POST /forms/site%2Dvisit', 'POST /forms/', 'POST /forms/contact/x'])
    expect(seen).toHaveLength(1)
  })

  it('keeps the connection for the next request when a handler answers without reading the body, or part of it', async () => {
    let partly = ''
    offerShortcut('POST', '/refuse', () => new Response('refused', { status: 429 }))
    offerShortcut('POST', '/part', async (request) => {
      const reader = request.body!.getReader()
      const first = await reader.read()
      partly = `${first.value?.byteLength ?? 0} bytes`
      return new Response('enough', { status: 413 })
    })
    const { origin } = await serve()
    const port = Number(new URL(origin).port)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    cleanup.push(async () => agent.destroy())
    const sockets = new Set<unknown>()
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<string>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path, method, agent }, async (res) => {
          sockets.add(res.socket)
          let text = ''
          for await (const chunk of res) text += chunk
          resolve(`${res.statusCode} ${text}`)
        })
        req.on('error', reject)
        req.end(body)
      })
    const big = Buffer.alloc(4 * 1024 * 1024, 97)
    expect(await send('POST', '/refuse', big)).toBe('429 refused')
    expect(await send('GET', '/after')).toBe('200 next GET /after')
    expect(await send('POST', '/part', big)).toBe('413 enough')
    expect(partly).toMatch(/^[1-9]\d* bytes$/)
    expect(await send('GET', '/after')).toBe('200 next GET /after')
    expect(sockets.size, 'one kept-alive connection for all four').toBe(1)
  })

  it('fails the body read of a handler whose client goes away mid-body, rather than leaving it waiting', async () => {
    let outcome = 'waiting'
    offerShortcut('POST', '/half', async (request) => {
      try {
        await request.arrayBuffer()
        outcome = 'read'
      } catch {
        outcome = 'failed'
      }
      return new Response('done')
    })
    const { origin } = await serve()
    const req = http.request(`${origin}/half`, { method: 'POST', headers: { 'content-length': '100000' } })
    req.on('error', () => {})
    req.write(Buffer.alloc(1000, 97))
    await new Promise((resolve) => setTimeout(resolve, 100))
    req.destroy()
    for (let i = 0; i < 100 && outcome === 'waiting'; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(outcome).toBe('failed')
  })

  it('sends each cookie a handler sets as a header of its own', async () => {
    offerShortcut('GET', '/c', () => {
      const headers = new Headers()
      headers.append('set-cookie', 'a=1; Path=/')
      headers.append('set-cookie', 'b=2; Path=/; HttpOnly')
      return new Response('ok', { headers })
    })
    const { origin } = await serve()
    const res = await fetch(`${origin}/c`)
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly'])
  })

  it('answers a handler that throws, or whose body fails half-way, with an empty 500 that no cache keeps', async () => {
    offerShortcut('GET', '/boom', () => {
      throw new Error('handler failed')
    })
    offerShortcut('GET', '/broken-body', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"partial":'))
          controller.error(new Error('body failed'))
        },
      })
      return new Response(body, { headers: { 'cache-control': 'public, s-maxage=60' } })
    })
    const { origin } = await serve()
    for (const path of ['/boom', '/broken-body']) {
      const res = await fetch(`${origin}${path}`)
      expect(res.status).toBe(500)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.text()).toBe('')
    }
  })

  it('refuses a route with a dynamic segment other than the last, or one that names no values', () => {
    expect(() => offerShortcut('GET', '/property/[city]/x', () => new Response(), ['pune'])).toThrow(/last segment/)
    expect(() => offerShortcut('POST', '/forms/[form]', () => new Response())).toThrow(/names the values/)
  })
})
