/** Part of `npm run load` (bench/load.ts): the steps around the runs: form tokens, solved challenges, reachable pages, the warm-up, the leads check. */

import { withPayload } from './target'
import { Catalogue, visitorIp, randomVisitor, Traffic } from './traffic'

// ---------------------------------------------------------------------------------------------

export async function fetchTokens(base: string, n: number, traffic: Traffic) {
  for (let i = 0; i < n; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, n - i) }, async () => {
        const res = await fetch(`${base}/forms/token`, { headers: { accept: 'application/json', 'x-forwarded-for': randomVisitor() } })
        const token = ((await res.json()) as { form_started?: string }).form_started
        if (token) traffic.addToken(token)
      }),
    )
  }
}

/** Solutions to fresh challenges from `GET /forms/challenge`, as the ALTCHA widget makes them. */
export async function solveChallenges(base: string, n: number): Promise<string[]> {
  const { solveChallenge } = await import('altcha-lib')
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2')
  return Promise.all(
    Array.from({ length: n }, async () => {
      const challenge = (await (await fetch(`${base}/forms/challenge`, { headers: { 'x-forwarded-for': randomVisitor() } })).json()) as Parameters<
        typeof solveChallenge
      >[0]['challenge']
      const solution = await solveChallenge({ challenge, deriveKey })
      if (!solution) throw new Error('an ALTCHA challenge could not be solved')
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    }),
  )
}

/** Pages of the site with no slug, kept if they answer 200 on this database. */
export async function reachable(base: string, paths: string[]): Promise<{ ok: string[]; dropped: string[] }> {
  const ok: string[] = []
  const dropped: string[] = []
  for (const p of paths) {
    const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' }).catch(() => undefined)
    await res?.arrayBuffer()
    ;(res?.status === 200 ? ok : dropped).push(p)
  }
  return { ok, dropped }
}

export async function warmUp(base: string, origin: string, catalogue: Catalogue, otherPages: string[]) {
  const paths = [
    '/',
    ...catalogue.cities.flatMap((c) => [`/property/${c}`, `/property/${c}/featured`]),
    ...catalogue.builders.map((b) => `/builders/${b}`),
    ...catalogue.collections.map((c) => `/collections/${c}`),
    ...otherPages,
    ...catalogue.hot.map((p) => p.url),
  ]
  for (let i = 0; i < paths.length; i += 4) {
    await Promise.all(
      paths.slice(i, i + 4).map(async (p) => {
        const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' }).catch(() => undefined)
        await res?.arrayBuffer()
      }),
    )
  }
  // Next loads a route's code on its first request: touch every other route of the mix once (the
  // lead intake with an empty post, which it refuses without storing anything).
  const city = catalogue.cities[0]
  for (const p of [`/search?city=${city}`, `/search/${catalogue.words[0]}`, `/api/search?city=${city}`, `/property/${city}?bhk=2`, '/forms/token', '/favicon.svg']) {
    const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' }).catch(() => undefined)
    await res?.arrayBuffer()
  }
  const res = await fetch(`${base}/forms/contact`, {
    method: 'POST',
    headers: { accept: 'application/json', origin, 'x-forwarded-for': visitorIp(131_000), 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  }).catch(() => undefined)
  await res?.arrayBuffer()
}

export async function verifyLeads(traffic: Traffic, env: NodeJS.ProcessEnv) {
  const acknowledged = [...traffic.acknowledged.keys()]
  const stored = await withPayload(env, async (payload) => {
    const found = await payload.find({
      collection: 'leads',
      where: { email: { like: `.${traffic.tag}@example.com` } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { email: true, status: true },
    })
    return found.docs as unknown as { id: number | string; email: string; status: string }[]
  })
  const byEmail = new Map(stored.map((d) => [d.email, d]))
  const missing = acknowledged.filter((email) => !byEmail.has(email))
  const idMismatch = [...traffic.acknowledged].filter(([email, a]) => a.id !== undefined && String(byEmail.get(email)?.id) !== a.id)
  const statuses: Record<string, number> = {}
  for (const d of stored) statuses[d.status] = (statuses[d.status] ?? 0) + 1
  const unanswered = [...traffic.posted.keys()].filter((e) => !traffic.acknowledged.has(e) && !traffic.refused.has(e))
  return {
    posted: traffic.posted.size,
    refused: traffic.refused.size,
    // A run ends when its time is up: posts still in flight then are neither acknowledged nor refused.
    unanswered: unanswered.length,
    unansweredStored: unanswered.filter((e) => byEmail.has(e)).length,
    acknowledged: acknowledged.length,
    withAltcha: [...traffic.acknowledged.keys()].filter((e) => traffic.posted.get(e)?.altcha).length,
    stored: stored.length,
    missing: missing.length,
    idMismatch: idMismatch.length,
    statuses,
  }
}
