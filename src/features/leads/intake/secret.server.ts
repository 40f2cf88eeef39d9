import 'server-only'

import { createHmac } from 'node:crypto'

import { env } from '@/lib/env'
import { resolveAppSecret } from '@/lib/secret'

let secret: string | undefined

/** A key for one purpose derived from the app secret, so a token of one kind never passes as another. */
export function purposeKey(purpose: string): string {
  secret ??= resolveAppSecret(env())
  return createHmac('sha256', secret).update(`griha-homes:${purpose}`).digest('base64url')
}
