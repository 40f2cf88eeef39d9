/**
 * Real paths of the public page kinds a Lighthouse measurement visits (scripts/lighthouse.ts,
 * scripts/lighthouse-floor.ts), taken from the running site's `/dynamic-sitemap.xml` so no slug is
 * guessed: home, a city listing (the city of the property chosen, so it lists at least one
 * project), a property page, a blog post and a filtered search.
 */
import net from 'node:net'

export const PAGE_NAMES = ['home', 'city', 'property', 'blog', 'search'] as const
export type PageName = (typeof PAGE_NAMES)[number]

export async function discoverPages(base: string, wanted: readonly PageName[]): Promise<{ name: PageName; path: string }[]> {
  const paths: Partial<Record<PageName, string>> = { home: '/' }
  if (wanted.some((n) => n !== 'home')) {
    const response = await fetch(`${base}/dynamic-sitemap.xml`)
    if (!response.ok) throw new Error(`GET /dynamic-sitemap.xml answered ${response.status}`)
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname)
    const parts = (p: string) => p.split('/').filter(Boolean)
    const property = locs.find((p) => parts(p)[0] === 'property' && parts(p).length === 3 && parts(p)[2] !== 'featured')
    paths.property = property
    paths.city = property ? `/property/${parts(property)[1]}` : locs.find((p) => parts(p)[0] === 'property' && parts(p).length === 2)
    paths.blog = locs.find((p) => parts(p)[0] === 'blogs' && parts(p).length === 2)
    paths.search = '/search?bhk=3'
  }
  return wanted.map((name) => {
    const found = paths[name]
    if (!found) throw new Error(`found no ${name} page in the sitemap of ${base}`)
    return { name, path: found }
  })
}

/** The page kinds named in a comma-separated option, checked against those a script measures. */
export function pagesNamed<T extends string>(raw: string | undefined, known: readonly T[]): T[] {
  if (!raw) return [...known]
  const names = raw.split(',').map((s) => s.trim()).filter(Boolean)
  const unknown = names.filter((n) => !(known as readonly string[]).includes(n))
  if (unknown.length > 0) throw new Error(`unknown page ${unknown.join(', ')}: choose from ${known.join(', ')}`)
  return names as T[]
}

/** A loopback port free at this moment, for the site a measuring script starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
