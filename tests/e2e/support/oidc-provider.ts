/**
 * A real OpenID Connect provider on loopback that stands in for Google in the accounts spec
 * (`oidc-provider`, with its development login and consent pages, which accept any login). The
 * app is started with OIDC_ISSUER pointing here (server.ts), so "Continue with Google" runs the
 * whole redirect dance: discovery, authorisation with PKCE, code exchange and the ID token.
 */
import http from 'node:http'

import Provider from 'oidc-provider'

import { E2E_BASE_URL, E2E_GOOGLE_CLIENT, E2E_OIDC_ISSUER, E2E_OIDC_PORT } from './constants'

export const OIDC_DISPLAY_NAME = 'Asha Google'

/** The address the provider reports for a login typed on its dev login page. */
export function oidcEmailFor(login: string): string {
  return login.includes('@') ? login : `${login}@example.com`
}

export type RunningOidcProvider = { close: () => Promise<void> }

export async function startOidcProvider(): Promise<RunningOidcProvider> {
  const provider = new Provider(E2E_OIDC_ISSUER, {
    clients: [
      {
        client_id: E2E_GOOGLE_CLIENT.id,
        client_secret: E2E_GOOGLE_CLIENT.secret,
        // Better Auth 1.7 returns generic OAuth providers to its core callback route.
        redirect_uris: [`${E2E_BASE_URL}/api/auth/callback/google`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: oidcEmailFor(id), email_verified: true, name: OIDC_DISPLAY_NAME }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    // The ID token carries the claims too, as Google's does, whichever the client reads.
    conformIdTokenClaims: false,
  })
  const server = http.createServer(provider.callback())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(E2E_OIDC_PORT, '127.0.0.1', () => resolve())
  })
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
