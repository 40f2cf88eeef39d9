/**
 * Rewrites the server's JavaScript under `<distDir>/server` with every character outside ASCII
 * escaped (esbuild's `charset: 'ascii'`, whitespace minified as Turbopack left it).
 *
 * V8 keeps each loaded script's source text in memory for as long as its functions live, and a
 * source with a single character above U+00FF is held as UTF-16, two bytes per character. Most of
 * Next's server chunks carry one somewhere (transliteration tables, a ✓ in a message), so about
 * three quarters of the server's JavaScript was held at twice its size. Escaped, the same code is
 * one byte per character: the numbers are in docs/quality.md ("Ninth pass").
 */
import fs from 'node:fs'
import path from 'node:path'

import { transform } from 'esbuild'

/** Characters V8 cannot keep in a one-byte string. */
const WIDE = /[^\u0000-\u00ff]/

function* javascriptFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* javascriptFiles(full)
    else if (entry.name.endsWith('.js')) yield full
  }
}

/** Rewrites the files that need it; returns how many files and bytes were rewritten. */
export async function asciiServerChunks(distDir: string): Promise<{ files: number; bytesBefore: number; bytesAfter: number }> {
  const result = { files: 0, bytesBefore: 0, bytesAfter: 0 }
  for (const file of javascriptFiles(path.join(distDir, 'server'))) {
    const code = fs.readFileSync(file, 'utf8')
    if (!WIDE.test(code)) continue
    const out = await transform(code, { loader: 'js', charset: 'ascii', minifyWhitespace: true, legalComments: 'none', logLevel: 'silent' })
    fs.writeFileSync(file, out.code)
    result.files++
    result.bytesBefore += Buffer.byteLength(code)
    result.bytesAfter += out.code.length
  }
  return result
}
