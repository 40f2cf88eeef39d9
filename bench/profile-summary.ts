/**
 * Summarises a V8 CPU profile (`.cpuprofile`, as `npm run bench:render -- --cpu-prof` writes):
 * self time by package (or source folder) and the functions with the most self and total time.
 *
 *   npx tsx bench/profile-summary.ts bench/profiles/CPU.….cpuprofile [--top 30] [--from 20] [--match search]
 *
 * Total time counts a function once per sample whose stack holds it (recursion is not counted
 * twice). `--from S` / `--to S` keep the samples between those seconds of the profile (to leave
 * start-up out). `--match` keeps only samples whose stack holds a function or file matching the text, to
 * see inside one part of the work.
 *
 * Next's prebuilt server runtime (`next/dist/compiled/next-server/*.runtime.prod.js`) holds React's
 * Flight and DOM server renderers minified into one file; its frames are mapped back to the file they
 * came from through the runtime's source map, so the owners read `react-dom`,
 * `react-server-dom-turbopack` and `next` instead of one opaque file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber?: number }
type Node = { id: number; callFrame: Frame; children?: number[] }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const argument = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

/** Where a frame's code lives: a package under node_modules, a folder of this project, or Node itself. */
export function owner(url: string): string {
  if (!url) return '(native / idle / gc)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) {
    const inner = url.lastIndexOf('node_modules/')
    const nested = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url.slice(inner))
    return nested?.[1] ?? pkg[1]!
  }
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0]
  const chunk = /\.next\/server\/chunks\/(?:ssr\/)?([^/]+)$/.exec(url)
  if (chunk) return `.next chunk ${chunk[1]}`
  const src = /\/(src\/[^/]+\/[^/]+|scripts|bench)\//.exec(url)
  return src?.[1] ?? url.replace(/^.*\//, '')
}

const runtimeMaps = new Map<string, TraceMap | null>()

/** The source map of one of Next's prebuilt runtimes, or null when the frame is elsewhere or it has none. */
function runtimeMap(url: string): TraceMap | null {
  if (!/\/compiled\/next-server\/[^/]+\.runtime\.prod\.js$/.test(url)) return null
  if (!runtimeMaps.has(url)) {
    const file = `${url.startsWith('file:') ? fileURLToPath(url) : url}.map`
    runtimeMaps.set(url, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null)
  }
  return runtimeMaps.get(url)!
}

/**
 * The frame as its source names it: for code in Next's prebuilt runtime, the file it was bundled
 * from (`…/compiled/react-dom/cjs/react-dom-server.node.production.js`, `…/src/server/app-render/…`)
 * as a `node_modules/next/…` path, so `owner` groups it by library; other frames as they are.
 */
export function sourceFrame(frame: Frame, map: TraceMap | null = runtimeMap(frame.url)): Frame {
  if (!map) return frame
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber ?? 0 })
  if (!original.source) return frame
  const inner = original.source.replace(/^.*?\/(compiled|src)\//, '$1/')
  const library = /^compiled\/((?:@[^/]+\/)?[^/]+)\//.exec(inner)?.[1]
  // React's files keep their own package name as the owner; Next's own sources stay under next.
  const url = library ? `node_modules/next/dist/compiled/node_modules/${library}/${inner.slice('compiled/'.length + library.length + 1)}` : `node_modules/next/${inner}`
  return { functionName: frame.functionName, url, lineNumber: (original.line ?? 1) - 1, columnNumber: original.column ?? 0 }
}

function main() {
  const file = process.argv[2]
  if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [--top N] [--match text]')
  const top = Number(argument('--top') ?? 30)
  const match = argument('--match')?.toLowerCase()
  /** Seconds from the start of the profile to skip (start-up), and where to stop. */
  const from = Number(argument('--from') ?? 0) * 1e6
  const to = Number(argument('--to') ?? Infinity) * 1e6
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
  for (const n of profile.nodes) n.callFrame = sourceFrame(n.callFrame)
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const label = (f: Frame) => `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/(node_modules|src|\.next)\//, '$1/')}:${f.lineNumber + 1}`

  const self = new Map<string, number>()
  const total = new Map<string, number>()
  const owners = new Map<string, number>()
  let all = 0
  let idle = 0
  let at = 0
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0
    at += dt
    if (at < from || at > to) continue
    const leaf = byId.get(profile.samples[i]!)!
    if (leaf.callFrame.functionName === '(idle)') {
      idle += dt
      continue
    }
    const stack: Frame[] = []
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) stack.push(byId.get(id)!.callFrame)
    if (match && !stack.some((f) => `${f.functionName} ${f.url}`.toLowerCase().includes(match))) continue
    all += dt
    self.set(label(leaf.callFrame), (self.get(label(leaf.callFrame)) ?? 0) + dt)
    owners.set(owner(leaf.callFrame.url), (owners.get(owner(leaf.callFrame.url)) ?? 0) + dt)
    for (const name of new Set(stack.map(label))) total.set(name, (total.get(name) ?? 0) + dt)
  }
  const msOf = (us: number) => (us / 1000).toFixed(0).padStart(7)
  const pct = (us: number) => `${((100 * us) / all).toFixed(1).padStart(5)} %`
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`)
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${msOf(us)} ms ${pct(us)}  ${name}`)
  }
  console.log(`${file}: ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s profiled, ${(all / 1e6).toFixed(1)} s busy${match ? ` in stacks matching "${match}"` : ''}, ${(idle / 1e6).toFixed(1)} s idle`)
  print('Self time by owner', owners)
  print('Self time by function', self)
  print('Total time by function', total)
}

// Run as a script; imported (tests), only the helpers.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
