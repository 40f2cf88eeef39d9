/**
 * Solves the ALTCHA proof-of-work the intake asks for when a post looks suspicious or the site is
 * under load (docs/product.md §7). Loaded only then. Both challenge formats are understood:
 * - v1 (`altcha-lib` 1.x: `{algorithm, challenge, salt, signature, maxnumber}`): find the number n
 *   with hash(salt + n) = challenge; answered as base64 JSON `{algorithm, challenge, number, salt,
 *   signature, took}`;
 * - v2 (`{parameters, signature}`): solved with the `altcha` package's own solver.
 */

type ChallengeV1 = { algorithm: string; challenge: string; salt: string; signature: string; maxnumber?: number; maxNumber?: number }

function toBase64Json(value: unknown): string {
  return btoa(JSON.stringify(value))
}

async function solveV1(c: ChallengeV1): Promise<string | undefined> {
  const algorithm = c.algorithm.toUpperCase()
  if (!['SHA-1', 'SHA-256', 'SHA-512'].includes(algorithm)) return undefined
  const max = c.maxnumber ?? c.maxNumber ?? 1_000_000
  const encoder = new TextEncoder()
  const started = performance.now()
  for (let n = 0; n <= max; n += 1) {
    const digest = new Uint8Array(await crypto.subtle.digest(algorithm, encoder.encode(c.salt + n)))
    let hex = ''
    for (const byte of digest) hex += byte.toString(16).padStart(2, '0')
    if (hex === c.challenge) {
      return toBase64Json({
        algorithm: c.algorithm,
        challenge: c.challenge,
        number: n,
        salt: c.salt,
        signature: c.signature,
        took: Math.round(performance.now() - started),
      })
    }
  }
  return undefined
}

async function solveV2(challenge: { parameters: { algorithm: string }; signature?: string }): Promise<string | undefined> {
  const lib = await import('altcha/lib')
  const name = challenge.parameters.algorithm.toLowerCase()
  const family = name.startsWith('sha')
    ? lib.sha
    : name.startsWith('pbkdf2')
      ? lib.pbkdf2
      : name.startsWith('scrypt')
        ? lib.scrypt
        : name.startsWith('argon2')
          ? lib.argon2id
          : undefined
  if (!family) return undefined
  const parsed = challenge as Parameters<typeof lib.solveChallenge>[0]['challenge']
  const solution = await lib.solveChallenge({ challenge: parsed, deriveKey: family.deriveKey, timeout: 60_000 })
  if (!solution) return undefined
  return toBase64Json({ challenge: { parameters: parsed.parameters, signature: parsed.signature }, solution })
}

/** Fetches a challenge and answers it; undefined when none could be fetched or solved. */
export async function solveAltcha(url: string): Promise<string | undefined> {
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' })
    if (!res.ok) return undefined
    const challenge = (await res.json()) as Record<string, unknown>
    if (typeof challenge.challenge === 'string') return await solveV1(challenge as unknown as ChallengeV1)
    if (challenge.parameters && typeof challenge.parameters === 'object') {
      return await solveV2(challenge as unknown as { parameters: { algorithm: string } })
    }
    return undefined
  } catch {
    return undefined
  }
}
