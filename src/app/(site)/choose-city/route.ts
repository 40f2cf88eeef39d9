import { type NextRequest, NextResponse } from 'next/server'

import { getCities } from '@/features/cities/cities.server'
import { localizedPath } from '@/features/i18n/locales'
import { ALL_CITIES, CITY_COOKIE, ONE_YEAR_SECONDS } from '@/lib/site'
import { NO_STORE } from '@/lib/http/responses'

/**
 * The city picker without JavaScript: `/choose-city?city=<slug|all>` stores the choice in the `city`
 * cookie and opens the city's page (or home for all cities), in Hindi when the picker was on a
 * Hindi page (`lang=hi`, docs/product.md §21).
 */
export async function GET(request: NextRequest) {
  const wanted = (request.nextUrl.searchParams.get('city') ?? '').trim().toLowerCase()
  const city = wanted && wanted !== 'all' ? (await getCities()).find((c) => c.slug === wanted) : undefined
  const locale = request.nextUrl.searchParams.get('lang') === 'hi' ? 'hi' : 'en'
  const response = new NextResponse(null, {
    status: 303,
    headers: { location: localizedPath(city ? `/property/${city.slug}` : '/', locale), ...NO_STORE },
  })
  response.cookies.set(CITY_COOKIE, city?.name ?? ALL_CITIES, {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'lax',
  })
  return response
}
