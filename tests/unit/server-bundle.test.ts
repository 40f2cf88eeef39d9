/**
 * scripts/lib/server-bundle.ts (ADR 044): the production server as one JavaScript file that plain
 * Node can load. Every project module is inside it and every package is left to Node; a second
 * bundle of unchanged sources leaves the file alone (servers of one build may be starting).
 * tests/int/shutdown.int.spec.ts checks that the running server is that file, without tsx.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { bundleServer, serverBundlePath } from '../../scripts/lib/server-bundle'

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'))
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))

/** The module specifiers a bundle still imports (static and dynamic). */
function importsOf(code: string): string[] {
  return [...code.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!)
}

describe('bundleServer', () => {
  it('writes one ESM file that imports only packages and Node built-ins', async () => {
    const file = await bundleServer(distDir)
    expect(file).toBe(serverBundlePath(distDir))
    expect(path.extname(file)).toBe('.mjs')
    const specifiers = importsOf(fs.readFileSync(file, 'utf8'))
    expect(specifiers).toContain('next')
    // The settle guard of the tsx-run steps (scripts/lib/settle-guard.mjs) is not part of the server.
    expect(specifiers.filter((s) => s.includes('settle-guard'))).toEqual([])
    expect(fs.readFileSync(file, 'utf8')).not.toContain('homes-site.settle-guard')
    expect(specifiers.filter((s) => s.startsWith('.') || s.startsWith('/') || s.startsWith('@/'))).toEqual([])
    // No TypeScript left for a loader to compile: Node parses it as it is.
    const check = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' })
    expect(check.stderr).toBe('')
    expect(check.status).toBe(0)
  })

  it('leaves an unchanged bundle as it is and replaces a stale one', async () => {
    const file = serverBundlePath(distDir)
    await bundleServer(distDir)
    const past = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000)
    fs.utimesSync(file, past, past)
    const before = fs.statSync(file)
    await bundleServer(distDir)
    const after = fs.statSync(file)
    expect(after.ino).toBe(before.ino)
    expect(Math.round(after.mtimeMs)).toBe(past.getTime())

    fs.writeFileSync(file, '// stale\n')
    await bundleServer(distDir)
    expect(fs.readFileSync(file, 'utf8')).not.toBe('// stale\n')
    expect(fs.readdirSync(distDir).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })
})
