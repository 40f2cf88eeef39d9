/**
 * Summarises a V8 heap snapshot (`.heapsnapshot`): self size by node type and by constructor or
 * object name, the largest strings, and how much of the heap is compiled code (bytecode, feedback,
 * code objects) rather than data. For finding what a server keeps in memory (docs/quality.md).
 *
 *   # the server writes a snapshot on SIGUSR2 (NODE_OPTIONS reaches it through npm run load):
 *   NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2 LOAD_RATE=80 npm run load &
 *   kill -USR2 <pid of the serve.mjs process>      # Heap.<date>.<pid>.….heapsnapshot in the project folder
 *   npx tsx bench/heap-summary.ts Heap.….heapsnapshot [--top 40]
 *
 * Self sizes only (what each object occupies itself, not what it keeps alive).
 */
import fs from 'node:fs'

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

const argument = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const mb = (bytes: number) => (bytes / 1048576).toFixed(1)

function top(map: Map<string, { bytes: number; count: number }>, n: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, n)
    .map(([key, { bytes, count }]) => `${mb(bytes).padStart(8)} MB ${String(count).padStart(9)}  ${key.slice(0, 110)}`)
}

function add(map: Map<string, { bytes: number; count: number }>, key: string, bytes: number) {
  const entry = map.get(key) ?? { bytes: 0, count: 0 }
  entry.bytes += bytes
  entry.count += 1
  map.set(key, entry)
}

function main() {
  const file = process.argv[2]
  if (!file) throw new Error('usage: tsx bench/heap-summary.ts <file.heapsnapshot> [--top N]')
  const n = Number(argument('--top') ?? 30)
  const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot
  const fields = snap.snapshot.meta.node_fields
  const types = snap.snapshot.meta.node_types[0]
  const width = fields.length
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f))

  const byType = new Map<string, { bytes: number; count: number }>()
  const byName = new Map<string, { bytes: number; count: number }>()
  const strings: { bytes: number; text: string }[] = []
  let total = 0
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt!]!]!
    const name = snap.strings[snap.nodes[i + nameAt!]!]!
    const bytes = snap.nodes[i + sizeAt!]!
    total += bytes
    add(byType, type, bytes)
    if (type === 'string' || type === 'concatenated string' || type === 'sliced string') {
      if (bytes >= 64 * 1024) strings.push({ bytes, text: name })
      add(byName, `(${type})`, bytes)
    } else if (type === 'code' || type === 'hidden' || type === 'array' || type === 'native') {
      add(byName, `${type}: ${name}`, bytes)
    } else {
      add(byName, name, bytes)
    }
  }
  console.log(`${file}: ${mb(total)} MB in ${snap.nodes.length / width} objects\n`)
  console.log('by node type:')
  for (const line of top(byType, n)) console.log(line)
  console.log('\nby constructor / name:')
  for (const line of top(byName, n)) console.log(line)
  console.log('\nstrings of 64 kB or more:')
  for (const s of strings.sort((a, b) => b.bytes - a.bytes).slice(0, n)) {
    console.log(`${mb(s.bytes).padStart(8)} MB  ${JSON.stringify(s.text.slice(0, 100))}`)
  }
}

main()
