/**
 * scripts/lib/dedupe-server-chunks.ts: a server chunk written under several names is referenced by
 * one name everywhere, in every form Turbopack writes a reference; distinct chunks, chunks of other
 * directories and source maps are left alone.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { dedupeServerChunks } from '../../scripts/lib/dedupe-server-chunks'

function write(root: string, rel: string, text: string) {
  const file = path.join(root, rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

const read = (root: string, rel: string) => fs.readFileSync(path.join(root, rel), 'utf8')

describe('dedupeServerChunks', () => {
  it('points every reference to an identical copy at one name, and nothing else', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dedupe-chunks-'))
    const payloadChunk = 'module.exports = [1, function () { return "payload" }]\n'
    write(dist, 'server/chunks/_b-copy._.js', payloadChunk)
    write(dist, 'server/chunks/_a-kept._.js', payloadChunk)
    write(dist, 'server/chunks/_c-copy._.js', payloadChunk)
    write(dist, 'server/chunks/_d-other._.js', 'module.exports = [2, function () {}]\n')
    // The same content in another directory is a different path for the runtime: not merged.
    write(dist, 'server/chunks/ssr/_e-ssr._.js', payloadChunk)
    write(dist, 'server/app/api/search/route.js', 'R.c(["../../../chunks/_b-copy._.js","../../../chunks/_d-other._.js","../../../chunks/ssr/_e-ssr._.js"])\n')
    write(dist, 'server/app/forms/route.js', "load('server/chunks/_c-copy._.js'); load(`chunks/_a-kept._.js`)\n")
    write(dist, 'server/app/forms/route.js.nft.json', '{"files":["../../chunks/_c-copy._.js","../../chunks/_c-copy._.js.map"]}')
    write(dist, 'server/chunks/_b-copy._.js.map', '{"file":"_b-copy._.js"}')

    const result = dedupeServerChunks(dist)

    expect(result).toEqual({ duplicates: 2, bytes: 2 * Buffer.byteLength(payloadChunk), filesRewritten: 3 })
    expect(read(dist, 'server/app/api/search/route.js')).toBe('R.c(["../../../chunks/_a-kept._.js","../../../chunks/_d-other._.js","../../../chunks/ssr/_e-ssr._.js"])\n')
    expect(read(dist, 'server/app/forms/route.js')).toBe("load('server/chunks/_a-kept._.js'); load(`chunks/_a-kept._.js`)\n")
    // The trace lists the kept file; the copy's source map is not a chunk reference.
    expect(read(dist, 'server/app/forms/route.js.nft.json')).toBe('{"files":["../../chunks/_a-kept._.js","../../chunks/_c-copy._.js.map"]}')
    expect(read(dist, 'server/chunks/_b-copy._.js.map')).toBe('{"file":"_b-copy._.js"}')
    // A second run finds the copies again but has nothing left to rewrite.
    expect(dedupeServerChunks(dist)).toEqual({ duplicates: 2, bytes: 2 * Buffer.byteLength(payloadChunk), filesRewritten: 0 })
  })

  it('does nothing without a build', () => {
    expect(dedupeServerChunks(path.join(os.tmpdir(), 'no-such-build'))).toEqual({ duplicates: 0, bytes: 0, filesRewritten: 0 })
  })
})
