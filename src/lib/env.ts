/**
 * The runtime contract of docs/product.md §2: every environment variable, validated once with zod.
 *
 * Shared by the start script, the Payload config and the Next server, so it must not import
 * `server-only` (the CLI and tests load it outside React's server condition).
 */
import path from 'node:path'
import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const optionalUrl = (protocols: string[], hint: string) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true
      try {
        return protocols.includes(new URL(v).protocol)
      } catch {
        return false
      }
    },
    { message: `must be ${hint}` },
  )

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

/** A whole number from `min` to `max` given as text; the rule names the range (and the unit). */
const wholeNumber = (min: number, max: number, unit = '') => {
  const rule = `must be a whole number ${unit}from ${min} to ${max}`
  return z
    .string()
    .trim()
    .regex(/^\d+$/, rule)
    .transform(Number)
    .refine((n) => n >= min && n <= max, rule)
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
    PORT: wholeNumber(1, 65535).default(3000),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: optionalString.refine(
      (v) => v === undefined || v.startsWith('file:') || isPostgresUrl(v),
      { message: 'must be a SQLite URL (file:...) or a PostgreSQL URL (postgres://...)' },
    ),
    SITE_URL: optionalUrl(['http:', 'https:'], 'an http(s) URL such as https://homes.example.com'),
    APP_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    SITE_TIME_ZONE: z
      .string()
      .trim()
      .default('Asia/Kolkata')
      .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata'),
    SEED: z.enum(['demo', 'none'], { message: 'must be "demo" or "none"' }).optional(),
    ADMIN_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 8, {
      message: 'must be at least 8 characters long',
    }),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
    MAIL_FROM: optionalString,
    SALES_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    LEAD_WEBHOOK_URL: optionalUrl(['http:', 'https:'], 'an http(s) URL'),
    LEAD_WEBHOOK_SECRET: optionalString,
    /** WhatsApp Cloud API (docs/product.md §22): all three set, buyers get the acknowledgement template too. */
    WHATSAPP_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: optionalString.pipe(z.string().regex(/^\d{1,32}$/, 'must be the numeric phone number id').optional()),
    WHATSAPP_ACK_TEMPLATE: optionalString.pipe(z.string().regex(/^[a-z0-9_]{1,512}$/, 'must be a template name: lower-case letters, digits and _').optional()),
    WHATSAPP_API_URL: optionalUrl(['http:', 'https:'], 'an http(s) URL such as https://graph.facebook.com/v21.0'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: optionalUrl(['http:', 'https:'], 'an http(s) URL'),
    SMS_WEBHOOK_URL: optionalUrl(['http:', 'https:'], 'an http(s) URL'),
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'an http(s) URL'),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalUrl(['http:', 'https:'], 'an http(s) URL'),
    IMAGE_UPLOAD_KEYS: optionalString,
    REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'a redis:// or rediss:// URL such as redis://127.0.0.1:6379'),
    LEAD_DELIVERY_LEASE_SECONDS: wholeNumber(15, 3600, 'of seconds ').optional(),
    LEAD_DELIVERY_RETRY_SECONDS: wholeNumber(1, 3600, 'of seconds ').optional(),
    ALERT_WORKER_INTERVAL_SECONDS: wholeNumber(1, 3600, 'of seconds ').optional(),
    /** Threads that run SQLite reads (ADR 023); 0 runs them on the main thread. */
    SQLITE_READ_THREADS: wholeNumber(0, 16, '').optional(),
    /** Page views rendered by Next at once; the rest wait in order (src/lib/server/render-gate.ts); 0 turns the gate off. */
    RENDER_CONCURRENCY: wholeNumber(0, 64, '').optional(),
    /** How long a stopping server keeps answering before it closes (docs/product.md §20); default 5. */
    SHUTDOWN_DRAIN_SECONDS: wholeNumber(0, 120, 'of seconds ').optional(),
    /** Bearer token for `GET /api/metrics`; unset, the endpoint answers 404 (docs/product.md §16). */
    METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
      message: 'must be at least 16 characters long',
    }),
    LOG_LEVEL: optionalString.pipe(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'must be one of fatal, error, warn, info, debug, trace, silent' }).optional(),
    ),
  })
  .transform((raw) => {
    const dataDir = path.resolve(raw.DATA_DIR)
    const databaseUrl = raw.DATABASE_URL ?? `file:${path.join(dataDir, 'site.db')}`
    return {
      ...raw,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_URL: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
      dialect: isPostgresUrl(databaseUrl) ? ('postgres' as const) : ('sqlite' as const),
      zohoFormUrls: Object.fromEntries(
        Object.entries(process.env)
          .filter(([k, v]) => k.startsWith('ZOHO_FORM_URL_') && v)
          .map(([k, v]) => [k.slice('ZOHO_FORM_URL_'.length).toLowerCase(), v as string]),
      ),
      imageUploadKeys: (raw.IMAGE_UPLOAD_KEYS ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    }
  })

export type Env = z.output<typeof schema>

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    readonly rule: string,
  ) {
    super(`Invalid environment variable ${variable}: ${rule}`)
    this.name = 'EnvError'
  }
}

/** Parses an environment; throws an EnvError naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const variable = String(issue.path[0] ?? 'environment')
    const got = source[variable]
    const shown = got === undefined ? '' : ` (got "${got.length > 60 ? `${got.slice(0, 57)}...` : got}")`
    throw new EnvError(variable, `${issue.message}${shown}`)
  }
  return result.data
}

let cached: Env | undefined

/** The validated process environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
