/** The part of autocannon's API bench/run.ts and bench/load.ts use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number }
  type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; errors: number; timeouts: number; non2xx: number }
  type RequestData = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer }
  type RequestSpec = RequestData & {
    /** Called before each request on a connection; what it returns is sent. */
    setupRequest?: (request: Record<string, unknown>, context: Record<string, unknown>) => RequestData & Record<string, unknown>
    /** Called with each response (body as text) before the connection's next request. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void
  }
  type Options = {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    /** Requests per second over all connections. */
    overallRate?: number
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number
    requests?: RequestSpec[]
  }
  /** Emits 'response' (client, statusCode, bytes, responseTimeMs) per response; awaitable for the result. */
  type Instance = EventEmitter & PromiseLike<Result>
  export default function autocannon(options: Options): Instance
}
