/** The small part of `oidc-provider` (v9, no bundled types) that oidc-provider.ts uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  type Claims = Record<string, unknown> & { sub: string }
  type Account = { accountId: string; claims: (use: string, scope: string) => Claims | Promise<Claims> }

  export type Configuration = {
    clients?: Record<string, unknown>[]
    findAccount?: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>
    claims?: Record<string, string[]>
    features?: Record<string, unknown>
    pkce?: Record<string, unknown>
    cookies?: Record<string, unknown>
    [key: string]: unknown
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
