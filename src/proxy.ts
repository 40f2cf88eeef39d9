import { type NextRequest, NextResponse } from 'next/server'

import { badFilterHtml } from '@/features/routing/bad-filter-page'
import { decideLocalizedRoute, NOT_FOUND_PAGE_HEADER, notFoundPagePath } from '@/features/routing/rules'
import { CITY_COOKIE } from '@/lib/site'
import { NO_STORE } from '@/lib/http/responses'

/**
 * Routing in front of the pages (rules and reasons in src/features/routing/rules.ts): every page
 * to its language's tree (`/about` → `/en/about`, `/hi/about` → `/hi/about`: docs/product.md §21),
 * the cached home page of the visitor's city, cached listing pages unless a search parameter is
 * given, slug redirects for raw names, and a 400 page for bad filters. Access control is not done
 * here; every handler checks its own.
 */
export function proxy(request: NextRequest) {
  // The production server asking for the 404 page at a missing path (src/lib/server/not-found-page.ts).
  if (request.headers.has(NOT_FOUND_PAGE_HEADER)) {
    const url = request.nextUrl.clone()
    url.pathname = notFoundPagePath(request.nextUrl.pathname)
    url.search = ''
    return NextResponse.rewrite(url)
  }
  const { pathname, searchParams } = request.nextUrl
  const decision = decideLocalizedRoute(pathname, searchParams, request.cookies.get(CITY_COOKIE)?.value)
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
  // Pages only: every path but the API, the CMS, Next internals, the route handlers outside the
  // pages (forms, images, newsletter, site visits, the city picker's and the admin page's reports)
  // and files with an extension; and any path asked for with the 404 page's header
  // (NOT_FOUND_PAGE_HEADER, the production server's own request).
  matcher: [
    '/((?!api(?:/|$)|cms(?:/|$)|_next/|forms/|images/|newsletter(?:/|$)|site-visits/|choose-city$|admin/reports$|[^?]*\\.(?:ico|png|svg|jpe?g|webp|avif|gif|txt|xml|woff2?|js|css|map|json|webmanifest)$).*)',
    { source: '/:path*', has: [{ type: 'header', key: 'x-not-found-page' }] },
  ],
}
