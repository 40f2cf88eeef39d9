'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { ALL_CITIES, CITY_COOKIE } from '@/lib/site'

import { readCookie, writeCookie as setCookie } from './city-cookie'
import { isAllCities, resolveCityChoice } from './choice'
import { type CityLocation, LOCATION_ASKED_COOKIE, nearestCity } from './nearest'

/**
 * City choice by location (docs/product.md §6). Rendered on every page (the HTML is shared and cached, so the
 * decision is made here, in the browser): it does nothing while the `city` cookie names a known
 * city or all cities, or once location was asked. Otherwise it asks once (remembered in
 * `location_asked`), stores the nearest city with coordinates and refreshes the page so
 * city-dependent content follows; on denial, error or no support it stores 'All cities'.
 */
export function CityLocator({
  cities: names,
  coordinates,
}: {
  /** The header's own city list (the same object, so the page's payload carries it once). */
  cities: { name: string; slug: string }[]
  /** `[latitude, longitude]` of each city, in the same order; null where unknown. */
  coordinates: ([number, number] | null)[]
}) {
  const router = useRouter()

  useEffect(() => {
    const cities: CityLocation[] = names.map((c, i) => ({ ...c, latitude: coordinates[i]?.[0] ?? null, longitude: coordinates[i]?.[1] ?? null }))
    if (readCookie(LOCATION_ASKED_COOKIE) !== null) return
    const current = readCookie(CITY_COOKIE)
    if (current !== null && (isAllCities(current) || resolveCityChoice(current, cities))) return
    setCookie(LOCATION_ASKED_COOKIE, '1')
    const before = readCookie(CITY_COOKIE)
    // A city the visitor picked while the browser was asking wins over the answer.
    const pickedMeanwhile = () => readCookie(CITY_COOKIE) !== before
    const fallBack = () => {
      if (!pickedMeanwhile()) setCookie(CITY_COOKIE, ALL_CITIES)
    }
    if (!('geolocation' in navigator)) {
      fallBack()
      return
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (pickedMeanwhile()) return
        const city = nearestCity(coords.latitude, coords.longitude, cities)
        if (!city) {
          fallBack()
          return
        }
        setCookie(CITY_COOKIE, city.name)
        router.refresh()
      },
      fallBack,
      { enableHighAccuracy: false, maximumAge: 60 * 60 * 1000, timeout: 20_000 },
    )
  }, [names, coordinates, router])

  return null
}
