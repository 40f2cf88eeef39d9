import { type NextRequest, NextResponse } from 'next/server'

import { badFilterHtml } from '@/features/routing/bad-filter-page'
import { decideRoute } from '@/features/routing/rules'
import { CITY_COOKIE } from '@/lib/site'

/**
 * Routing in front of the pages (rules and reasons in src/features/routing/rules.ts): the cached
 * home page of the visitor's city, cached listing pages unless a search parameter is given, slug
 * redirects for raw names, and a 400 page for bad filters. Access control is not done here; every handler checks its own.
 */
export function proxy(request: NextRequest) {
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
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
      })
  }
}

export const config = {
  // Pages only: no API, CMS, Next internals or files with an extension.
  matcher: ['/', '/property/:path*', '/builders/:path*', '/collections/:path*', '/search', '/search/:path*', '/searchbox/:path*', '/_home/:path*', '/_filtered/:path*'],
}
