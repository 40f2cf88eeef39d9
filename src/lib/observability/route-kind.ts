/**
 * The route template a request path belongs to, for metric labels and access logs. Labels must
 * stay few (every distinct value is a time series kept by Prometheus for ever), so a path never
 * becomes a label: known sections keep their names, slugs and ids become `:param`, anything
 * unknown is `other`.
 */

/** Top-level sections of the site (src/app); their first segment is kept as written. */
const SECTIONS = new Set([
  'about',
  'accreditations&associations',
  'admin',
  'awards&press',
  'blogs',
  'builders',
  'careers',
  'choose-city',
  'collections',
  'compare',
  'contact',
  'emi',
  'faq',
  'forgot_password',
  'gold',
  'guide',
  'login',
  'logout',
  'newsletter',
  'nri',
  'offers',
  'page',
  'phone',
  'pricing',
  'privacy',
  'profile',
  'property',
  'register',
  'reset_password',
  'search',
  'searchbox',
  'services',
  'shortlists',
  'sitemap',
  'terms',
  'vastu',
])
/** Later segments that are fixed words of a route rather than slugs. */
const FIXED_WORDS = new Set(['featured', 'accreditation', 'associations', 'awards', 'press'])
const API = new Set(['auth', 'favourites', 'health', 'images', 'internal', 'leads', 'metrics', 'properties', 'saved-searches', 'search'])
const FILES = new Set(['/robots.txt', '/sitemap.xml', '/dynamic-sitemap.xml', '/icons.svg', '/favicon.ico', '/manifest.webmanifest'])
const MAX_DEPTH = 3

export function routeKind(url: string | undefined): string {
  const raw = (url ?? '/').split(/[?#]/, 1)[0]!
  const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw
  if (path === '/') return '/'
  // A Hindi page is labelled as its English kind under /hi (docs/product.md §21).
  if (path === '/hi' || path.startsWith('/hi/')) {
    const kind = routeKind(path.slice(3) || '/')
    return kind === '/' ? '/hi' : `/hi${kind}`
  }
  if (FILES.has(path)) return path
  const segments = path.split('/').slice(1)
  const [first, second] = segments
  switch (first) {
    case '_next':
      return second === 'static' || second === 'image' || second === 'data' ? `/_next/${second}` : '/_next'
    case 'cms':
      return '/cms'
    case 'm':
      return '/m/:file'
    case 'images':
      return '/images/:file'
    case 'forms':
      return second === 'token' || second === 'challenge' ? `/forms/${second}` : '/forms/:form'
    case 'api':
      if (second === 'cms') return '/api/cms'
      if (second === 'saved-searches' && segments.length > 2) return segments[2] === 'unsubscribe' ? '/api/saved-searches/unsubscribe' : '/api/saved-searches/:id'
      return second && API.has(second) ? `/api/${second}` : '/api/other'
  }
  if (!first || !SECTIONS.has(first) || segments.length > MAX_DEPTH) return 'other'
  return `/${first}${segments
    .slice(1)
    .map((s) => (FIXED_WORDS.has(s) ? `/${s}` : '/:param'))
    .join('')}`
}
