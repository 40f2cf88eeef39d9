/**
 * Points every reference to a server chunk that Turbopack wrote more than once, byte for byte under
 * different names, at one of the copies.
 *
 * Turbopack names a chunk after the chunk group it was made for, so a chunk shared by several
 * routes can come out as several identical files: the chunk holding Payload four times in
 * `<distDir>/server/chunks`. Node loads each file it is asked for, and the Turbopack runtime keys the
 * chunks it has loaded by path, so every route handler that named its own copy made the server
 * compile and keep another 2.3 MB script (its source text and a function object for every module
 * factory in it), though the runtime installs the modules of only the first copy. With one name
 * for each content, each chunk is loaded once. The copies stay on disk, unreferenced.
 *
 * References are the chunk's path from `chunks/` on (`"../../chunks/ssr/_1ubr….js"`,
 * `"server/chunks/_1jhg….js"`): in route entries, the runtime's chunk lists and the file traces
 * (`.nft.json`). Source maps are left as they are.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Rewrites the references; returns the number of duplicate chunks no longer referenced, their bytes
 * and the files rewritten.
 */
export function dedupeServerChunks(distDir: string): { duplicates: number; bytes: number; filesRewritten: number } {
  const server = path.join(distDir, 'server')
  const chunksDir = path.join(server, 'chunks')
  const result = { duplicates: 0, bytes: 0, filesRewritten: 0 }
  if (!fs.existsSync(chunksDir)) return result

  // Identical chunks, by directory and content: the first name in sort order is the one kept.
  const groups = new Map<string, string[]>()
  for (const file of files(chunksDir)) {
    if (!file.endsWith('.js')) continue
    const key = `${path.dirname(file)}\0${createHash('sha256').update(fs.readFileSync(file)).digest('hex')}`
    groups.set(key, [...(groups.get(key) ?? []), file])
  }
  const renames = new Map<string, string>()
  for (const group of groups.values()) {
    if (group.length < 2) continue
    const [kept, ...copies] = group.sort()
    const keptRef = path.relative(server, kept!).split(path.sep).join('/')
    for (const copy of copies) {
      renames.set(path.relative(server, copy).split(path.sep).join('/'), keptRef)
      result.duplicates++
      result.bytes += fs.statSync(copy).size
    }
  }
  if (renames.size === 0) return result

  // A reference ends in the chunk's path from `chunks/` and is followed by its closing quote.
  const pattern = new RegExp(`(${[...renames.keys()].map(escapeRegExp).join('|')})(?=["'\`])`, 'g')
  for (const file of files(server)) {
    if (!/\.(js|json)$/.test(file)) continue
    const text = fs.readFileSync(file, 'utf8')
    pattern.lastIndex = 0
    if (!pattern.test(text)) continue
    fs.writeFileSync(file, text.replace(pattern, (ref) => renames.get(ref)!))
    result.filesRewritten++
  }
  return result
}
