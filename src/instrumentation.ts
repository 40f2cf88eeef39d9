/**
 * Next.js calls `register()` once when a server process starts (next start, next dev and the
 * custom server of scripts/serve.ts). In the Node.js runtime, not while `next build` collects pages:
 * - with REDIS_URL (the scale-out path, docs/product.md §13) it waits briefly for Redis and starts listening
 *   for content changed on other instances;
 * - it reads the site data, and every minute after, for the CSP's other origins (site-data.server.ts);
 * - it starts the lead delivery worker, unless LEAD_DELIVERY_WORKER=off (tests that drive
 *   `runDueDeliveries` themselves), and the saved-search alert worker, unless ALERT_WORKER=off.
 *   Next waits for `register()` before serving, so the workers are started, not awaited.
 */
export async function register(): Promise<void> {
  // The whole import sits inside this test: Next compiles the file for the edge runtime too, with
  // NEXT_RUNTIME replaced by 'edge', and only then drops the Node-only modules from that bundle.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return
    if (process.env.REDIS_URL) {
      const [{ redisReady }, { startInvalidationListener }] = await Promise.all([import('./lib/shared/redis'), import('./lib/shared/invalidation')])
      await redisReady()
      await startInvalidationListener()
    }
    // The CSP's other origins (Google's tag, the chat widget) follow the site data from the start.
    const { keepThirdPartySourcesFresh } = await import('./features/site-data/site-data.server')
    keepThirdPartySourcesFresh()
    if (process.env.ALERT_WORKER !== 'off') {
      const { startAlertWorker } = await import('./features/saved-searches/alerts.server')
      startAlertWorker()
    }
    if (process.env.LEAD_DELIVERY_WORKER === 'off') return
    const { startDeliveryWorker } = await import('./features/leads/delivery/worker.server')
    startDeliveryWorker()
  }
}
