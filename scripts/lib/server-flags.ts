/**
 * V8 settings of the production server process (scripts/start.ts, scripts/cluster.ts; ADR 045),
 * which runs the bundled server on plain Node with nothing loaded before it (ADR 044).
 *
 * - `--heap-growing-percent=45`: V8 lets the old generation grow to a multiple of what survived
 *   the last full collection before it collects again, up to about four times when the process
 *   allocates fast, as a server rendering pages does (most of it dies young). 1.3 times (from the
 *   fourth pass to the thirty-first) kept the heap near its live size: RSS at 40 req/s 703 → 588 MB
 *   with p99 unchanged. On Node 24, with the leaks of later passes gone, its many full collections
 *   cost CPU: 1.6 times took about 9 % off the server's CPU a request at 80–100 req/s (9.3 → 8.5
 *   ms) and 3–12 % off the main thread's, for 30–35 MB more at the peak (397–404 → 432–435 MB at
 *   100 req/s); V8's own choice took more (7.4–7.8 ms) but reached 491–499 MB at 80 req/s
 *   (docs/quality.md at 4a32e07, "Thirty-second pass"). Eighteen minutes at 130 req/s: level at 463–477 MB,
 *   peak 483, against 446 with 1.3, which did not hold that rate ("Thirty-third pass"). 45 (1.45
 *   times) since the fortieth pass: at 251 req/s on a fast machine 1.6 reached 490–502 MB in four-
 *   and five-minute runs; three alternated four-minute pairs gave 472–481 MB with 1.45 against
 *   490–498 with 1.6, for 1–2 % more CPU a request (4.55 against 4.45 ms, means).
 * - `--max-semi-space-size=8`: a 16 MB young generation instead of 32 (Node's default). It was 8 MB
 *   from the render gate of ADR 029 (two renders in flight) to the nineteenth pass, for peak RSS at
 *   80 req/s (505–511 → 483–487 MB); at the 120 req/s held since, a page's objects outlived the
 *   second scavenge of an 8 MB generation and were promoted, so full collections came about once a
 *   second: 16 MB took 6–10 % off the server's CPU a request (9.2 → 8.3 ms, medians of four and five
 *   runs), and the SQLite read cache's halving (src/cms/db/raw-sql.ts) pays for the memory
 *   (docs/quality.md at 4a32e07, "Nineteenth pass").
 * - `--no-allocation-site-pretenuring`: V8 allocates objects straight into the old space from the
 *   allocation sites whose objects survived scavenges; under load the objects of renders in flight
 *   survive a scavenge and then die, so pretenuring fills the old space with garbage that only a
 *   full collection frees. Without it, at 112 req/s: p90 133–156 against 226–371 ms, p99 523–680
 *   against 798–2,186 ms, RSS the same (two alternated pairs, docs/quality.md at 4a32e07 "Twelfth pass").
 *
 * Flags of the server process rather than NODE_OPTIONS (which refuses the first), so they apply
 * however the site is started and to nothing else. Figures: docs/quality.md at 4a32e07, "Fourth pass".
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Node flags that load tsx and then scripts/lib/settle-guard.mjs (with SETTLE_GUARD=1 it turns a
 * quiet end while loading into EX_TEMPFAIL); follow them with the entry script.
 */
export const TSX_IMPORTS: readonly string[] = ['--import', 'tsx', '--import', path.join(path.dirname(fileURLToPath(import.meta.url)), 'settle-guard.mjs')]

export const SERVER_NODE_FLAGS: readonly string[] = ['--heap-growing-percent=45', '--max-semi-space-size=8', '--no-allocation-site-pretenuring']

/**
 * Environment defaults of the production server process (ADR 045), under whatever the environment
 * already sets. `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (the SQLite read
 * threads, libuv's pool, V8's helpers) up to eight malloc arenas per core, and memory freed into
 * one arena is not reused by the others; two arenas took 20–35 MB off the peak RSS under
 * `npm run load` at 40 req/s with p99 unchanged on a quiet machine (docs/quality.md at 4a32e07, "Eighth pass").
 */
export const SERVER_ENV_DEFAULTS: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' }
