/** The part of autocannon's API bench/run.ts uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number }
  type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; errors: number; timeouts: number; non2xx: number }
  type Options = { url: string; connections?: number; duration?: number; pipelining?: number }
  export default function autocannon(options: Options): Promise<Result>
}
