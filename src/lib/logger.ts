/**
 * One structured logger for the app, Payload and the scripts (docs/product.md §16): JSON lines on stdout.
 *
 * - Every line written while a request is served carries its `reqId` (src/lib/observability/
 *   request-context.ts; the pipeline of scripts/serve.ts starts it and answers it as `x-request-id`).
 * - Expected refusals (a 4xx carried as an error object, as Payload logs its Forbidden, NotFound and
 *   validation errors) are written at info (429: warn) without a stack: they are visitors' mistakes,
 *   not faults. Payload names its error classes by `constructor.name`, which the minified server
 *   bundle renames, so its own `loggingLevels` cannot recognise them in production; the status can.
 * - Secrets (authorization, cookies, tokens, passwords) are redacted by key; e-mail addresses and
 *   phone numbers are masked by key and inside error messages (lead PII; ./observability/mask.ts).
 * - `LOG_LEVEL` sets the level: info by default, warn under tests.
 */
import pino from 'pino'

import { maskText, maskValue } from './observability/mask'
import { currentRequestId } from './observability/request-context'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const SECRET_KEYS = ['authorization', 'cookie', 'set-cookie', 'password', 'token', 'secret', 'apiKey', 'webhookSecret']
const PII_KEYS = ['email', 'phone', 'to']
/** A key at the top or up to two levels down (fast-redact wants each depth spelt out). */
const atAnyDepth = (key: string) => {
  const k = /^\w+$/.test(key) ? key : `["${key}"]`
  const child = k.startsWith('[') ? k : `.${k}`
  return [k.startsWith('[') ? `*${child}`.slice(1) : k, `*${child}`, `*.*${child}`].filter((p) => !p.startsWith('['))
}
const REDACT_PATHS = [...SECRET_KEYS, ...PII_KEYS].flatMap(atAnyDepth)

function levelFromEnv(): string {
  const given = process.env.LOG_LEVEL?.trim().toLowerCase()
  if (given && (LOG_LEVELS as readonly string[]).includes(given)) return given
  return process.env.NODE_ENV === 'test' ? 'warn' : 'info'
}

/** Strings of a serialized error, masked (a database error's message can quote a lead's values). */
function maskStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value)
  if (depth > 4 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => maskStrings(v, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskStrings(v, depth + 1)]))
}

type Refusal = { status: number; message?: unknown }

/** An error object that stands for an expected 4xx answer (Payload's APIError and its kind). */
function refusalIn(arg: unknown): Refusal | undefined {
  const err = arg instanceof Error ? arg : arg && typeof arg === 'object' ? (arg as { err?: unknown }).err : undefined
  if (!err || typeof err !== 'object') return undefined
  const status = (err as { status?: unknown }).status
  return typeof status === 'number' && status >= 400 && status < 500 ? (err as Refusal) : undefined
}

export const logger = pino({
  level: levelFromEnv(),
  base: undefined,
  mixin() {
    const reqId = currentRequestId()
    return reqId ? { reqId } : {}
  },
  redact: {
    paths: REDACT_PATHS,
    censor: (value, path) => (PII_KEYS.includes(path.at(-1) ?? '') ? maskValue(value) : '[redacted]'),
  },
  serializers: {
    err: (error: unknown) => maskStrings(pino.stdSerializers.err(error as Error)),
  },
  hooks: {
    logMethod(args, method, level) {
      const refusal = level >= 50 ? refusalIn(args[0]) : undefined
      if (!refusal) return method.apply(this, args)
      const message = typeof args[1] === 'string' ? args[1] : maskText(String(refusal.message ?? 'Request refused'))
      const line = { status: refusal.status }
      if (refusal.status === 429) this.warn(line, message)
      else this.info(line, message)
    },
  },
})
