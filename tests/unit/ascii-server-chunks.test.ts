/**
 * scripts/lib/ascii-server-chunks.ts: server chunks come out with no character V8 would have to
 * keep in a two-byte string (strings, template literals, identifiers, object keys, comments), and
 * run exactly as before, also where esbuild keeps the characters (regular expression literals with
 * and without the u flag, raw template text).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { asciiServerChunks } from '../../scripts/lib/ascii-server-chunks'

const fixtures = path.resolve('tests/unit/fixtures/ascii-chunks')
const require = createRequire(import.meta.url)

function run(file: string): unknown {
  const [, factory] = require(file) as [number, (module: { exports: unknown }) => void]
  const mod = { exports: undefined as unknown }
  factory(mod)
  return mod.exports
}

describe('asciiServerChunks', () => {
  it('escapes every character beyond Latin-1 in server chunks, and the code does the same', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ascii-chunks-'))
    const copy = (name: string, dir: string) => {
      fs.mkdirSync(path.join(dist, 'server', dir), { recursive: true })
      const file = path.join(dist, 'server', dir, name)
      fs.copyFileSync(path.join(fixtures, name), file)
      return file
    }
    const chunk = copy('chunk.js', 'chunks')
    const literals = copy('literals.js', 'chunks/ssr')
    const latin1 = path.join(dist, 'server', 'app', 'latin1.js')
    fs.mkdirSync(path.dirname(latin1), { recursive: true })
    fs.writeFileSync(latin1, "module.exports = 'café'\n")

    // The originals, untouched, outside this package (whose "type": "module" would make them ESM).
    const originals = fs.mkdtempSync(path.join(os.tmpdir(), 'ascii-originals-'))
    const original = (name: string) => {
      fs.copyFileSync(path.join(fixtures, name), path.join(originals, name))
      return path.join(originals, name)
    }

    const result = await asciiServerChunks(dist)

    expect(result.files).toBe(2)
    expect(fs.readFileSync(chunk, 'utf8')).not.toMatch(/[^\u0000-\u00ff]/)
    expect(fs.readFileSync(latin1, 'utf8')).toBe("module.exports = 'café'\n")
    expect(run(chunk)).toEqual(run(original('chunk.js')))
    expect(run(chunk)).toMatchObject({ plain: 'Itō — “quoted” ₹ 1,00,000 😀', template: 'ÿ€Ł…', lookup: 'csmile', matches: true, length: 3 })
    expect(run(literals)).toEqual(run(original('literals.js')))
    expect(run(literals)).toEqual({ tagged: 'x✓\\nŁő', raw: 'ā\\u0101', regex: true })
  })
})
