/**
 * The production server as one plain JavaScript file (ADR 044): scripts/serve.ts and the project
 * modules it imports, bundled by esbuild into `<distDir>/serve.mjs`, with every package left to
 * Node's own resolution (`next`, `pino`, …). The server then runs on plain Node, without tsx: no
 * module-hooks thread with a V8 heap of its own (35–45 MB of RSS, docs/quality.md at 4a32e07 "Eleventh pass"),
 * no resolve hook in front of every `require`, and none of the quiet ends that thread has caused
 * while loading (scripts/lib/settle-guard.mjs).
 *
 * Bundled on every start (about 0.3 s), so it can never be older than the sources; written only
 * when it changed, through a file of its own and a rename, so servers starting side by side from
 * the same build never read half a file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Where the bundled server of a build lives. */
export function serverBundlePath(distDir: string): string {
  return path.join(distDir, 'serve.mjs')
}

/** Bundles scripts/serve.ts into `<distDir>/serve.mjs`; returns its path. */
export async function bundleServer(distDir: string): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [path.join(root, 'scripts', 'serve.ts')],
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    banner: { js: '// Built from scripts/serve.ts by scripts/lib/server-bundle.ts: edit the sources, not this file.' },
  })
  const code = result.outputFiles[0]!.contents
  const file = serverBundlePath(distDir)
  fs.mkdirSync(distDir, { recursive: true })
  if (fs.existsSync(file) && Buffer.from(code).equals(fs.readFileSync(file))) return file
  const scratch = `${file}.${process.pid}.tmp`
  fs.writeFileSync(scratch, code)
  fs.renameSync(scratch, file)
  return file
}
