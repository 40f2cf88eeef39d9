/** Part of `npm run load` (bench/load.ts): its settings, from the environment and the command line (listed in its header). */
export const quick = Boolean(process.env.LOAD_QUICK)
export const clusterMode = process.argv.includes('--cluster')
export const perKindMode = process.argv.includes('--per-kind')
export const perKindRate = Number(process.env.LOAD_KIND_RATE ?? 16)
export const perKindSeconds = Number(process.env.LOAD_KIND_SECONDS ?? 15)
/** `LOAD_KINDS=search page,search API`: only those kinds (for an A/B of one part); results.md untouched. */
export const perKindOnly = process.env.LOAD_KINDS?.split(',').map((k) => k.trim()).filter(Boolean)
export const onPostgres = Boolean(process.env.LOAD_DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.LOAD_DATABASE_URL))
export const clusterInstances = Number(process.env.INSTANCES ?? 2)
export const clusterRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379/8'
export const finalSeconds = Number(process.env.LOAD_SECONDS ?? (quick ? 8 : 60))
export const fixedRate = process.env.LOAD_RATE ? Number(process.env.LOAD_RATE) : quick ? 20 : undefined
export const probeSeconds = Number(process.env.LOAD_PROBE_SECONDS ?? 10)
export const p99Limit = Number(process.env.LOAD_P99_MS ?? 500)
export const port = Number(process.env.LOAD_PORT ?? 3500)
export const distDir = process.env.NEXT_DIST_DIR || '.next'
export const benchProperties = quick ? 2_000 : 100_000
export const MIN_TOKEN_AGE_MS = 3_500
export const SLICES_MAX = 20
export const TIMEOUT_SECONDS = 10
/** docs/product.md §13's memory budget per server process; a cluster run sums its instances. */
export const RSS_GOAL_MB = 500 * (clusterMode ? clusterInstances : 1)
/** docs/product.md §13: RSS of one instance idle after start. */
export const IDLE_GOAL_MB = 250
