/**
 * Background work that runs every so often in this process (the lead delivery worker, the
 * saved-search alert worker): one shape for starting, pacing and stopping them, and one registry
 * of what runs, so graceful shutdown (scripts/serve.ts) can stop them all. The workers are started
 * inside Next's bundle (src/instrumentation.ts) and the signal handler lives outside it, so the
 * registry is on `globalThis`.
 *
 * Stopping aborts the signal a run is given (a run stops claiming new work, finishes what it
 * holds and records its outcome, so no lease is left behind) and waits for that run to end.
 */
import { logger } from '../logger'

export type WorkerHandle = { stop: () => Promise<void> }

export type PeriodicWorker = {
  /** Names the worker in logs; one worker of a name runs per process. */
  name: string
  intervalMs: number
  /** One run; true when it was a full batch and the next should follow at once. */
  run: (signal: AbortSignal) => Promise<boolean>
}

const REGISTRY = Symbol.for('homes-site.periodic-workers')

function registry(): Map<string, WorkerHandle> {
  const g = globalThis as { [REGISTRY]?: Map<string, WorkerHandle> }
  return (g[REGISTRY] ??= new Map())
}

/** Starts `worker` unless one of its name already runs here; returns the running one. */
export function startPeriodicWorker({ name, intervalMs, run }: PeriodicWorker): WorkerHandle {
  const running = registry().get(name)
  if (running) return running

  const aborted = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> = Promise.resolve()

  const tick = async () => {
    try {
      while ((await run(aborted.signal)) && !aborted.signal.aborted);
    } catch (error) {
      logger.error({ err: error }, `${name}: run failed`)
    }
    if (!aborted.signal.aborted) schedule()
  }
  const schedule = () => {
    timer = setTimeout(() => {
      current = tick()
    }, intervalMs)
    timer.unref()
  }
  schedule()

  const handle: WorkerHandle = {
    stop: async () => {
      aborted.abort()
      clearTimeout(timer)
      await current
      if (registry().get(name) === handle) registry().delete(name)
    },
  }
  registry().set(name, handle)
  logger.info({ intervalMs }, `${name} started`)
  return handle
}

/** Names of the workers running in this process. */
export function runningWorkers(): string[] {
  return [...registry().keys()]
}

/** Stops every worker of this process; resolves when their runs in progress have ended. */
export async function stopAllWorkers(): Promise<void> {
  await Promise.all([...registry().values()].map((worker) => worker.stop()))
}
