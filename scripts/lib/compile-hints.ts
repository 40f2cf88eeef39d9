/**
 * V8's explicit compile hint on the script chunks the site's pages load (ADR 062).
 *
 * A script whose first line is `//# allFunctionsCalledOnLoad` (Chrome 136 and later; to other
 * engines it is only a comment) has all its functions compiled while it downloads, on a background
 * thread. Without it V8 compiles a function on the main thread the first time it is called, and
 * the first call of Turbopack's module factories (React DOM's, Next's router's, the site's islands)
 * is in one task at start-up: that lazy compilation made the boot task the longest of a cold load
 * of the property page. The chunks the site's pages load are the framework's (the build manifest's
 * `rootMainFiles`) and those its client components are in (the client reference manifests of the
 * `(site)` routes and of the not-found page); the CMS's chunks are left as they are.
 *
 * Run after every `next build` (scripts/start.ts, `npm run build`); idempotent.
 */
import fs from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const CHUNK_PATH = /static\/chunks\/[A-Za-z0-9_.~-]+\.js/g

function manifestsUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...manifestsUnder(abs))
    else if (entry.name.endsWith('_client-reference-manifest.js')) found.push(abs)
  }
  return found
}

/** The chunk files (relative to the build directory) the site's pages load. */
export function siteChunks(distDir: string): string[] {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] }
  const chunks = new Set<string>((buildManifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js')))
  if (chunks.size === 0) throw new Error(`${distDir}/build-manifest.json lists no rootMainFiles: the compile hints cannot find the framework's chunks`)
  const app = path.join(distDir, 'server', 'app')
  const manifests = [...manifestsUnder(path.join(app, '(site)')), ...manifestsUnder(path.join(app, '_not-found'))]
  if (manifests.length === 0) throw new Error(`no client reference manifests under ${app}/(site): the compile hints cannot find the site's chunks`)
  for (const manifest of manifests) {
    for (const match of fs.readFileSync(manifest, 'utf8').matchAll(CHUNK_PATH)) chunks.add(match[0])
  }
  return [...chunks].sort()
}

/** Puts the hint at the top of each of the site's chunks that lacks it; returns how many it changed. */
export function addCompileHints(distDir: string): { chunks: number; hinted: number } {
  const chunks = siteChunks(distDir)
  let hinted = 0
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk)
    const source = fs.readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    // A new file renamed over the old one: a reader never sees half a chunk.
    const temporary = `${file}.${process.pid}.tmp`
    fs.writeFileSync(temporary, COMPILE_HINT + source)
    fs.renameSync(temporary, file)
    hinted++
  }
  return { chunks: chunks.length, hinted }
}
