/**
 * `npm run build`'s last step: V8's compile hint on the chunks the site's pages load
 * (scripts/lib/compile-hints.ts, ADR 062). scripts/start.ts does the same after its own build.
 */
import path from 'node:path'
import { addCompileHints } from './lib/compile-hints'

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next')
const { chunks, hinted } = addCompileHints(distDir)
console.log(`Compile hints: ${hinted} of the site's ${chunks} chunks marked (the rest already were)`)
