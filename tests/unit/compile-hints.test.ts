import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, siteChunks } from '../../scripts/lib/compile-hints'

/** A build directory shaped like `next build`'s: the build manifest, client reference manifests, chunks. */
let dist: string
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true })
  fs.writeFileSync(path.join(dist, rel), text)
}
const read = (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8')

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  write('build-manifest.json', JSON.stringify({ polyfillFiles: ['static/chunks/polyfill.js'], rootMainFiles: ['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js'] }))
  write(
    'server/app/(site)/[locale]/property/[city]/[slug]/page_client-reference-manifest.js',
    'globalThis.__RSC_MANIFEST["/property"]={"clientModules":{"a":{"chunks":["/_next/static/chunks/island.js","/_next/static/chunks/framework.js"]}}}',
  )
  write('server/app/_not-found/page_client-reference-manifest.js', '{"chunks":["/_next/static/chunks/not-found.js"]}')
  write('server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js', '{"chunks":["/_next/static/chunks/admin.js"]}')
  for (const name of ['framework', 'turbopack-runtime', 'island', 'not-found', 'admin', 'polyfill']) write(`static/chunks/${name}.js`, `console.log("${name}")`)
})
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('compile hints', () => {
  it('lists the framework chunks and those of the site routes, not the CMS or the polyfills', () => {
    expect(siteChunks(dist)).toEqual(['static/chunks/framework.js', 'static/chunks/island.js', 'static/chunks/not-found.js', 'static/chunks/turbopack-runtime.js'])
  })

  it('puts the hint on the first line of each site chunk, once', () => {
    expect(addCompileHints(dist)).toEqual({ chunks: 4, hinted: 4 })
    expect(read('static/chunks/island.js')).toBe(`${COMPILE_HINT}console.log("island")`)
    expect(read('static/chunks/framework.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
    expect(read('static/chunks/admin.js')).toBe('console.log("admin")')
    expect(read('static/chunks/polyfill.js')).toBe('console.log("polyfill")')
    expect(addCompileHints(dist)).toEqual({ chunks: 4, hinted: 0 })
    expect(read('static/chunks/island.js')).toBe(`${COMPILE_HINT}console.log("island")`)
    expect(fs.readdirSync(path.join(dist, 'static/chunks')).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('fails loudly when the build no longer says which chunks are the site’s', () => {
    write('build-manifest.json', JSON.stringify({ rootMainFiles: [] }))
    expect(() => addCompileHints(dist)).toThrow(/no rootMainFiles/)
    write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }))
    fs.rmSync(path.join(dist, 'server/app/(site)'), { recursive: true })
    fs.rmSync(path.join(dist, 'server/app/_not-found'), { recursive: true })
    expect(() => addCompileHints(dist)).toThrow(/no client reference manifests/)
  })
})
