/**
 * `npm run check:html` (docs/product.md §18): every kind of public page validates with the Nu Html
 * Checker (npm `vnu-jar`, run on the machine's Java 17 or newer), errors only; any error fails.
 *
 * Starts the site on a fresh demo database (scripts/start.ts; builds first if needed), fetches one
 * URL of every kind of public page (scripts/lib/sample-pages.ts: every kind the sitemap lists plus
 * the unlisted ones, the 404 page included), writes them to a temporary folder and runs vnu once
 * over all of them. Prints each error with its page, line and the markup around it.
 *
 *   npm run check:html
 *   npm run check:html -- --per-kind 3                          # up to three URLs of each kind
 *   CHECK_HTML_URL=http://127.0.0.1:3000 npm run check:html     # a site that is already running
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { pageKind, samplePages } from './lib/sample-pages'
import { demoSiteOr } from './lib/site-process'

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; firstColumn?: number; message: string; extract?: string }

const log = (line: string) => process.stdout.write(`${line}\n`)
const argument = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

/** vnu.jar inside the npm package (its own Java download is not used: the machine's Java runs it). */
function vnuJar(): string {
  const require = createRequire(import.meta.url)
  return path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar')
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.env.JAVA ?? 'java',
      ['-Xss8m', '-jar', vnuJar(), '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`vnu did not run: ${error.message}\n${stderr}`))
        try {
          resolve(((JSON.parse(stderr) as { messages?: VnuMessage[] }).messages ?? []).filter((m) => m.type === 'error' || m.subType === 'fatal'))
        } catch {
          reject(new Error(`vnu answered something other than JSON:\n${stderr.slice(0, 2000)}`))
        }
      },
    )
  })
}

async function main() {
  const { base, close } = await demoSiteOr(process.env.CHECK_HTML_URL, { port: Number(process.env.CHECK_HTML_PORT ?? 3671), name: 'check-html' })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-html-pages-'))
  try {
    const pages = await samplePages(base, Number(argument('--per-kind') ?? 1))
    const files = new Map<string, string>()
    const broken: string[] = []
    for (const [i, pagePath] of pages.entries()) {
      const res = await fetch(`${base}${pagePath}`, { headers: { accept: 'text/html' } })
      // A page that failed is not a page checked.
      if (res.status >= 500) broken.push(`${pagePath} answered ${res.status}`)
      if (!(res.headers.get('content-type') ?? '').includes('text/html')) continue
      const file = path.join(dir, `page-${String(i).padStart(3, '0')}.html`)
      fs.writeFileSync(file, await res.text())
      files.set(`file:${file}`, `${pagePath} (${res.status})`)
    }
    const errors = await runVnu([...files.keys()].map((f) => f.slice('file:'.length)))
    for (const e of errors) {
      log(`${files.get(e.url ?? '') ?? e.url}: line ${e.lastLine ?? '?'}: ${e.message}`)
      if (e.extract) log(`    ${e.extract.replace(/\s+/g, ' ').slice(0, 200)}`)
    }
    log('')
    log(`Nu Html Checker (vnu-jar, errors only): ${errors.length} error(s) on ${files.size} pages of ${new Set(pages.map((p) => pageKind(p.split('?')[0]!))).size} kinds.`)
    for (const line of broken) log(`not checked: ${line}`)
    if (errors.length > 0 || broken.length > 0) process.exitCode = 1
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
    close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
