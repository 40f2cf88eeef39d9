import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Part of the icon sprite's URL (src/components/icons.tsx): a new icon set is a new URL, so the sprite can be cached for a year. */
const iconSpriteVersion = createHash('sha256')
  .update(fs.readFileSync(path.join(dirname, 'src/components/icon-set.ts')))
  .digest('hex')
  .slice(0, 10)

const nextConfig: NextConfig = {
  env: { ICON_SPRITE_VERSION: iconSpriteVersion },
  // Lets a second build or dev server run beside the main one (tests, tooling) without sharing output.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Loaded by Node from node_modules, once for the whole server, instead of bundled into the route
  // chunks (ADR 044): the SQLite read pool (ADR 023) starts its threads from tinypool's own files,
  // and Payload with its database adapters, which Turbopack otherwise copies into several identical
  // chunks, one per group of routes (Payload's own withPayload externalises the same packages in dev).
  serverExternalPackages: ['tinypool', 'payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres'],
  // scripts/serve.ts compresses, after it has put the CSP nonce into the HTML.
  compress: false,
  // The test harness and local tools open the site as 127.0.0.1; let next dev serve its scripts there.
  allowedDevOrigins: ['127.0.0.1'],
  // Types are checked by `npm run typecheck` (CI runs it); the build stays fast and database-free.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: { unoptimized: true },
  // Page HTML is cached (ISR) and sent whole; hashing every response for an ETag cost about a
  // third of the time of serving a cached page.
  generateEtags: false,
  // Every visitor gets the page's metadata (title, description, canonical, Open Graph) in the head
  // of the first bytes, as Next gives the crawlers it lists, instead of a streamed metadata
  // boundary: the page waits for the same cached data anyway, and the two Suspense boundaries less
  // took about 5 % off the server's CPU for a rendered page (ADR 034, docs/quality.md at 4a32e07 "Twenty-first pass").
  htmlLimitedBots: /./,
  // The short public path of CMS media files (publicMediaUrl in src/features/media/image.ts).
  async rewrites() {
    return { beforeFiles: [{ source: '/m/:file', destination: '/api/cms/media/file/:file' }], afterFiles: [], fallback: [] }
  },
  // Next's in-memory cache of pages and data, counted in string length and payload bytes: a heap
  // snapshot showed about five bytes of heap per counted byte (HTML strings of two bytes a
  // character, the page's React payload and its prefetch segments). Hot pages are answered by the
  // response cache in front (ADR 015); this is the second level (docs/product.md §13: ≤ 500 MB RSS). Property
  // pages are not kept here (ADR 027): 4 MB holds the listing pages and the data-cache entries that
  // repeat, and took the peak RSS at 80 req/s from 591–604 to 552–570 MB (docs/quality.md at 4a32e07, "Tenth pass").
  cacheMaxMemorySize: 4 * 1024 * 1024,
  experimental: {
    // Cached page HTML lives in the in-memory LRU only (cacheMaxMemorySize above): a
    // restart starts clean after the database may have changed, and URLs made up by a visitor
    // (each a cached 404) cannot fill the disk.
    isrFlushToDisk: false,
    inlineCss: false,
    preloadEntriesOnStart: false,
    // Turbopack's build cache speeds up the next build on this machine; CI builds once, on a fresh
    // clone, and writing the cache cost it about 10 s.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // NEXT_PROFILE_BUILD=1 keeps server code readable, so CPU profiles name React's and Payload's
    // functions (docs/quality.md at 4a32e07, "Render cost"); never for a build that serves visitors.
    serverMinification: process.env.NEXT_PROFILE_BUILD !== '1',
  },
  turbopack: { root: path.resolve(dirname) },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * `withPayload` asks for the `Sec-CH-Prefers-Color-Scheme` client hint on every path (`Accept-CH`,
 * `Critical-CH`, `Vary`) for the CMS's colour theme. `Critical-CH` makes Chromium throw away the
 * first answer from the origin and ask again with the hint: on a phone a whole extra round trip
 * before the first byte of a public page (Lighthouse's "redirects" audit, `/` → `/`). Only the CMS
 * reads the hint (`/cms`, docs/decisions/060), so the headers are sent there only.
 */
const CMS_CLIENT_HINT_PATH = '/cms/:path*'

export default {
  ...withCms,
  async headers() {
    const entries = (await withCms.headers?.()) ?? []
    return entries.map((entry) =>
      entry.source === '/:path*' && entry.headers.some((h) => h.key.toLowerCase() === 'critical-ch')
        ? { ...entry, source: CMS_CLIENT_HINT_PATH }
        : entry,
    )
  },
} satisfies NextConfig
