import { type NextRequest, NextResponse } from 'next/server'

import { badFilterHtml } from '@/features/routing/bad-filter-page'
import { decideRoute, NOT_FOUND_PAGE_HEADER, NOT_FOUND_PAGE_PREFIX } from '@/features/routing/rules'
import { CITY_COOKIE } from '@/lib/site'
import { NO_STORE } from '@/lib/http/responses'

/**
 * Routing in front of the pages (rules and reasons in src/features/routing/rules.ts): the cached
 * home page of the visitor's city, cached listing pages unless a search parameter is given, slug
 * redirects for raw names, and a 400 page for bad filters. Access control is not done here; every handler checks its own.
 */
export function proxy(request: NextRequest) {
  // The production server asking for the 404 page at a missing path (src/lib/server/not-found-page.ts).
  if (request.headers.has(NOT_FOUND_PAGE_HEADER)) {
    const url = request.nextUrl.clone()
    url.pathname = NOT_FOUND_PAGE_PREFIX
    url.search = ''
    return NextResponse.rewrite(url)
  }
  const { pathname, searchParams } = request.nextUrl
  const decision = decideRoute(pathname, searchParams, request.cookies.get(CITY_COOKIE)?.value)
  switch (decision.kind) {
    case 'pass':
      return NextResponse.next()
    case 'rewrite': {
      const url = request.nextUrl.clone()
      url.pathname = decision.pathname
      return NextResponse.rewrite(url)
    }
    case 'redirect': {
      const url = request.nextUrl.clone()
      const [path, search = ''] = decision.location.split('?')
      url.pathname = path!
      url.search = search
      return NextResponse.redirect(url, 308)
    }
    case 'bad-filter':
      return new NextResponse(badFilterHtml(decision), {
        status: decision.status,
        headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE, 'x-robots-tag': 'noindex' },
      })
  }
}

export const config = {
  // Pages only: no API, CMS, Next internals or files with an extension; and any path asked for
  // with the 404 page's header (NOT_FOUND_PAGE_HEADER, the production server's own request).
  matcher: [
    '/',
    '/property/:path*',
    '/builders/:path*',
    '/collections/:path*',
    '/search',
    '/search/:path*',
    '/searchbox/:path*',
    '/_home/:path*',
    '/_filtered/:path*',
    '/_missing',
    { source: '/:path*', has: [{ type: 'header', key: 'x-not-found-page' }] },
  ],
}
