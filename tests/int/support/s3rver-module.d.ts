/** The small part of `s3rver` (an S3-compatible server, no bundled types) that the image host test uses. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: { name: string }[] })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
