'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { ALL_CITIES, CITY_COOKIE, ONE_YEAR_SECONDS } from '@/lib/site'

import { type CityLocation, LOCATION_ASKED_COOKIE, nearestCity } from './nearest'

function readCookie(name: string): string | null {
  const entry = document.cookie.split(/;\s*/).find((c) => c.startsWith(`${name}=`))
  return entry === undefined ? null : entry.slice(name.length + 1)
}

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`
}

/**
 * City choice by location (SPEC §6). The layout renders this only while the `city` cookie is
 * missing or names an unknown city and location was never asked. It asks once (remembered in
 * `location_asked`), stores the nearest city with coordinates and refreshes the page so
 * city-dependent content follows; on denial, error or no support it stores 'All cities'.
 */
export function CityLocator({ cities }: { cities: CityLocation[] }) {
  const router = useRouter()

  useEffect(() => {
    if (readCookie(LOCATION_ASKED_COOKIE) !== null) return
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
  }, [cities, router])

  return null
}
