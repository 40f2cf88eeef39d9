/**
 * A thread of the SQLite read pool (src/cms/db/raw-sql.ts, ADR 023): runs one read-only statement
 * per task on a connection of its own and returns the rows. SQLite's API is synchronous, so a
 * statement run on the server's main thread holds every other request until it is done; here it
 * holds only this thread.
 *
 * Plain JavaScript outside the Next bundle: the pool starts it by its path in the project. With
 * SQLITE_READ_THREADS=0 the server imports it and runs the same function on its main thread.
 */
import Database from 'libsql'
import { threadId } from 'node:worker_threads'

/** Statements kept per connection; the least recently used is finalised first. */
const STATEMENT_CACHE_SIZE = 256

/** @type {Map<string, { db: import('libsql').Database; statements: Map<string, import('libsql').Statement> }>} */
const connections = new Map()

function connection(file, cacheKb) {
  let found = connections.get(file)
  if (!found) {
    const db = new Database(file, { readonly: true })
    db.pragma(`cache_size = -${cacheKb}`)
    // Read through SQLite's page cache, not a memory map: memory stays bounded however large the file.
    db.pragma('mmap_size = 0')
    // In WAL mode a read waits only while a crashed writer's log is recovered.
    db.pragma('busy_timeout = 5000')
    found = { db, statements: new Map() }
    connections.set(file, found)
  }
  return found
}

function prepared({ db, statements }, text) {
  let statement = statements.get(text)
  if (statement) {
    statements.delete(text)
  } else {
    statement = db.prepare(text)
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value)
  }
  statements.set(text, statement)
  return statement
}

/**
 * @param {{ file: string; sql: string; params: unknown[]; cacheKb: number }} task
 * @returns {{ rows: Record<string, unknown>[]; ms: number }} the rows, and how long the statement ran
 */
export default function read({ file, sql, params, cacheKb }) {
  const started = performance.now()
  const rows = prepared(connection(file, cacheKb), sql).all(params)
  return { rows, ms: performance.now() - started }
}

/** Closes this thread's connections (tests, before their database file goes). */
export function closeConnections() {
  for (const { db } of connections.values()) db.close()
  connections.clear()
}

let timerSet = false
let timerFired = false

/**
 * Whether this thread's event loop has turned since the first call: a timer set then has fired.
 * libSQL frees the native memory it allocates for a read in finalizers that Node runs from the
 * event loop, so a thread that never turns it (one that waits for its next task in `Atomics.wait`,
 * tinypool's default) keeps about 1 kB of every read (docs/quality.md at 4a32e07, "Thirty-first pass");
 * tests/int/catalogue.int.spec.ts asks each read thread.
 */
export function eventLoopTurned() {
  if (!timerSet) {
    timerSet = true
    setTimeout(() => {
      timerFired = true
    }, 0)
  }
  return { threadId, turned: timerFired }
}
