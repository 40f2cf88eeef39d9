import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // Lets a second build or dev server run beside the main one (tests, tooling) without sharing output.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
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
  experimental: {
    // Cached page HTML lives in the in-memory LRU only (cacheMaxMemorySize, 50 MB by default): a
    // restart starts clean after the database may have changed, and URLs made up by a visitor
    // (each a cached 404) cannot fill the disk.
    isrFlushToDisk: false,
    inlineCss: true,
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

export default withPayload(nextConfig, { devBundleServerPackages: false })
