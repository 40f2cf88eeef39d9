import { gunzipSync, gzipSync } from 'node:zlib'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { NONCE_LENGTH, precompress, splice } from './gzip-splice'
import { createNonce, NonceInjector, tagEnds } from './security-headers'

/** What the streaming nonce writer makes of the page: the reference every spliced answer must equal. */
function withNonce(body: Buffer, nonce: string): Buffer {
  const injector = new NonceInjector(nonce)
  return Buffer.concat([injector.push(body), injector.flush()])
}

async function answer(body: Buffer, nonce: string): Promise<Buffer> {
  const spliced = precompress(body, tagEnds(body, true))
  if (!spliced) throw new Error('not spliceable')
  const { buffers, length } = splice(spliced, nonce)
  const gzip = Buffer.concat(buffers)
  expect(gzip.length).toBe(length)
  return gunzipSync(gzip)
}

const page = (scripts: number) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>${'<script src="/x.js" async=""></script>'.repeat(3)}</head><body>` +
      Array.from({ length: scripts }, (_, i) => `<p>Paragraph ${i} with some text, ₹1.2 Cr</p><script>self.__next_f.push([1,"row ${i}"])</script>`).join('') +
      '</body></html>',
  )

describe('precompress and splice', () => {
  it('decode to the page with every tag given the answer’s nonce, a different nonce each time', async () => {
    const body = page(40)
    for (const nonce of [createNonce(), createNonce(), 'A'.repeat(NONCE_LENGTH)]) {
      expect((await answer(body, nonce)).equals(withNonce(body, nonce))).toBe(true)
    }
  })

  it('cost about a hundred bytes per nonce over one plain gzip of the page', async () => {
    // Like a real page: thirty-odd scripts in 90 kB of markup.
    const rows = Array.from({ length: 900 }, (_, i) => `<li class="card"><a href="/property/pune/project-${i}">Project ${i}</a> ₹${i} L</li>`)
    const body = Buffer.from(`<html><head>${'<script src="/x.js"></script>'.repeat(12)}</head><body><ul>${rows.join('')}</ul>${'<script>self.__next_f.push([1,"x"])</script>'.repeat(20)}</body></html>`)
    const cuts = tagEnds(body, true)
    const spliced = precompress(body, cuts)
    const plain = gzipSync(withNonce(body, createNonce())).length
    expect(cuts.length).toBe(32)
    expect(spliced!.compressedLength).toBeLessThan(plain + cuts.length * 120)
    // Pieces far beyond each preset dictionary, full of text repeated from earlier ones.
    const nonce = createNonce()
    expect((await answer(body, nonce)).equals(withNonce(body, nonce))).toBe(true)
  })

  it('keep the compressed copy in one allocation of its size, not in zlib\'s output chunks or Node\'s buffer pool', () => {
    const body = page(30)
    const spliced = precompress(body, tagEnds(body, true))!
    const held = new Set(spliced.parts.map((part) => part.buffer))
    expect(held.size).toBe(1)
    const kept = spliced.parts.reduce((sum, part) => sum + part.length, 0)
    expect([...held][0]!.byteLength).toBe(kept)
    expect(kept + NONCE_LENGTH * (spliced.parts.length - 1)).toBe(spliced.compressedLength)
  })

  it('compress a body without tags once, binary included', async () => {
    const json = Buffer.from(JSON.stringify({ rows: Array.from({ length: 500 }, (_, i) => ({ i })) }))
    const spliced = precompress(json, [])
    expect(gunzipSync(Buffer.concat(splice(spliced!, createNonce()).buffers)).equals(json)).toBe(true)
    const binary = Buffer.from([0, 1, 2, 0, 255, 0])
    expect(gunzipSync(Buffer.concat(splice(precompress(binary, [])!, createNonce()).buffers)).equals(binary)).toBe(true)
  })

  it('refuse a page holding a NUL byte (a back-reference could then reach into a nonce)', async () => {
    const body = Buffer.from('<script>a</script>\u0000<script>b</script>')
    expect(precompress(body, tagEnds(body, true))).toBeUndefined()
  })

  it('refuse a nonce of another length', async () => {
    const spliced = precompress(page(2), tagEnds(page(2), true))
    expect(() => splice(spliced!, 'short')).toThrow(/24 characters/)
  })

  it('hold for generated pages: tags anywhere, repeated text, any nonce', async () => {
    const fragment = fc.oneof(
      fc.constantFrom('<script>', '<script src="/c.js"></script>', '<link rel="preload"/>', '<scripts>', '<linked>', ' nonce="', '"', '<'),
      fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => s.replace(/\u0000/g, '')),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(fragment, { maxLength: 60 }),
        fc.stringMatching(/^[A-Za-z0-9+/]{24}$/),
        async (fragments, nonce) => {
          const body = Buffer.from(fragments.join(''))
          expect((await answer(body, nonce)).equals(withNonce(body, nonce))).toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })
})
