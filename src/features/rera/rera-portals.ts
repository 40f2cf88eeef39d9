/**
 * RERA verification links (docs/product.md §14): each state's real-estate regulator has a public register
 * where a buyer can look a project's RERA number up. Editors keep the portals in site data
 * `rera_portals`, one `State = URL` a line (or a JSON object of state → URL); the defaults below
 * cover the states of the demo cities, and an editor's line for a state replaces its default.
 * Pure: used by the property page and the compare page.
 */
export const RERA_PORTALS_ITEM = 'rera_portals'

export const DEFAULT_RERA_PORTALS: Readonly<Record<string, string>> = {
  Karnataka: 'https://rera.karnataka.gov.in/viewAllProjects',
  Maharashtra: 'https://maharera.maharashtra.gov.in/projects-search-result',
  Telangana: 'https://rerait.telangana.gov.in/SearchList/Search',
  'Tamil Nadu': 'https://rera.tn.gov.in/',
  Haryana: 'https://haryanarera.gov.in/',
  'Uttar Pradesh': 'https://www.up-rera.in/projects',
  'West Bengal': 'https://rera.wb.gov.in/',
  Gujarat: 'https://gujrera.gujarat.gov.in/',
  Kerala: 'https://rera.kerala.gov.in/',
}

export type ReraPortal = { state: string; url: string }

/** A state name as typed by editors, for matching: trimmed, one space, any case. */
const key = (state: string) => state.trim().replace(/\s+/g, ' ').toLowerCase()

/** Only web addresses become links; anything else in the item is ignored. */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const url = value.trim()
  if (!/^https?:\/\/[^\s]+$/i.test(url)) return null
  try {
    return new URL(url).toString()
  } catch {
    return null
  }
}

/** The editors' entries of `rera_portals` (state → URL); unreadable lines are skipped. */
export function parseReraPortals(content: string | null | undefined): Record<string, string> {
  const text = content?.trim()
  if (!text) return {}
  const entries: [string, unknown][] = []
  if (text.startsWith('{')) {
    try {
      const json: unknown = JSON.parse(text)
      if (json && typeof json === 'object' && !Array.isArray(json)) entries.push(...Object.entries(json))
    } catch {
      return {}
    }
  } else {
    for (const line of text.split(/\r?\n/)) {
      const at = line.indexOf('=')
      if (at > 0) entries.push([line.slice(0, at), line.slice(at + 1)])
    }
  }
  const portals: Record<string, string> = {}
  for (const [state, value] of entries) {
    const url = webUrl(value)
    if (state.trim() && url) portals[state.trim().replace(/\s+/g, ' ')] = url
  }
  return portals
}

/** The portal of a state: the editors' entry, else the default, else null (no link is shown). */
export function reraPortalFor(state: string | null | undefined, content: string | null | undefined): ReraPortal | null {
  if (!state?.trim()) return null
  const wanted = key(state)
  for (const source of [parseReraPortals(content), DEFAULT_RERA_PORTALS]) {
    const found = Object.entries(source).find(([name]) => key(name) === wanted)
    if (found) return { state: found[0], url: found[1] }
  }
  return null
}

/** The defaults as the site data item's text, for the seed and the CMS description. */
export function reraPortalsText(portals: Readonly<Record<string, string>> = DEFAULT_RERA_PORTALS): string {
  return Object.entries(portals)
    .map(([state, url]) => `${state} = ${url}`)
    .join('\n')
}
