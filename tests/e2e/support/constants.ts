/** Shared by the e2e server launcher and the specs. */
import os from 'node:os'
import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-1' }

/**
 * The app's DATA_DIR, fixed per port so specs can read its dev outboxes (mail.jsonl, sms.jsonl)
 * and two suites on different ports do not share one.
 */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `e2e-data-${E2E_PORT}`)
export const E2E_OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox')

/** The stand-in for Google: an OpenID Connect provider the accounts spec starts on loopback. */
export const E2E_OIDC_PORT = E2E_PORT + 7
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`
export const E2E_GOOGLE_CLIENT = { id: 'e2e-google-client', secret: 'e2e-google-client-secret' }

/**
 * What a script client of the CMS sends as a browser on the site would: the CMS accepts its
 * cookie without an Origin header only with Sec-Fetch-Site same-origin, same-site or none
 * (Payload's `csrf`, docs/security.md). Request contexts that sign in as an editor use it.
 */
export const SAME_ORIGIN_HEADERS = { 'sec-fetch-site': 'same-origin' } as const
