import { sitemapChunks } from '@/features/sitemap/sitemap.server'
import { logger } from '@/lib/logger'
import { NO_STORE } from '@/lib/http/responses'

export const dynamic = 'force-dynamic'

/**
 * The XML sitemap of every public URL (docs/product.md §4), streamed: the database is read in pages while the
 * response is being written, so memory stays flat with 100,000 properties. Beyond the 50,000 URLs
 * a sitemap file may list, it is an index of parts, each at `?part=N` (sitemap.server.ts).
 */
export function GET(request: Request): Response {
  const part = new URL(request.url).searchParams.get('part')
  if (part !== null && !/^\d{1,6}$/.test(part)) {
    return new Response('No such sitemap part.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } })
  }
  const encoder = new TextEncoder()
  const chunks = sitemapChunks(part === null ? {} : { part: Number(part) })
  // Set when the client goes away: a read in flight then finishes into a stream that is closed.
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // Empty chunks are skipped here: a pull that enqueues nothing would not be called again.
        for (;;) {
          const { value, done } = await chunks.next()
          if (cancelled) return
          if (done) return controller.close()
          if (value) return controller.enqueue(encoder.encode(value))
        }
      } catch (error) {
        if (cancelled) return
        logger.error({ err: error }, 'Sitemap generation failed')
        controller.error(error)
      }
    },
    async cancel() {
      cancelled = true
      // Waits for a read in flight, then ends the generator (its database reads stop).
      await chunks.return(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=600',
    },
  })
}
