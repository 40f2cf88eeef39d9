import { describe, expect, it } from 'vitest'

import { type CityLocation, haversineKm, nearestCity } from './nearest'

const city = (name: string, latitude: number | null, longitude: number | null): CityLocation => ({
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  latitude,
  longitude,
})

const BENGALURU = city('Bengaluru', 12.9716, 77.5946)
const CHENNAI = city('Chennai', 13.0827, 80.2707)
const PUNE = city('Pune', 18.5204, 73.8567)
const MUMBAI = city('Mumbai', 19.076, 72.8777)
const DELHI = city('New Delhi', 28.6139, 77.209)

describe('haversineKm', () => {
  it('is zero for the same point', () => {
    expect(haversineKm(18.52, 73.85, 18.52, 73.85)).toBe(0)
  })

  it('gives known distances between Indian cities', () => {
    expect(haversineKm(BENGALURU.latitude!, BENGALURU.longitude!, CHENNAI.latitude!, CHENNAI.longitude!)).toBeCloseTo(290, -1)
    expect(haversineKm(MUMBAI.latitude!, MUMBAI.longitude!, PUNE.latitude!, PUNE.longitude!)).toBeCloseTo(120, -1)
    expect(haversineKm(MUMBAI.latitude!, MUMBAI.longitude!, DELHI.latitude!, DELHI.longitude!)).toBeGreaterThan(1100)
    expect(haversineKm(MUMBAI.latitude!, MUMBAI.longitude!, DELHI.latitude!, DELHI.longitude!)).toBeLessThan(1170)
  })

  it('is symmetric and uses the 6371 km radius (a quarter meridian is 10,007.5 km)', () => {
    expect(haversineKm(0, 0, 90, 0)).toBeCloseTo((Math.PI / 2) * 6371, 6)
    expect(haversineKm(10, 20, 30, 40)).toBeCloseTo(haversineKm(30, 40, 10, 20), 9)
  })
})

describe('nearestCity', () => {
  const cities = [BENGALURU, CHENNAI, MUMBAI, DELHI, PUNE]

  it('picks Pune for a point near Pune, even with Mumbai close by', () => {
    expect(nearestCity(18.55, 73.9, cities)?.name).toBe('Pune')
  })

  it('picks the nearest for points across the country', () => {
    expect(nearestCity(13.0, 80.1, cities)?.name).toBe('Chennai')
    expect(nearestCity(28.4595, 77.0266, cities)?.name).toBe('New Delhi') // Gurugram
    expect(nearestCity(12.2958, 76.6394, cities)?.name).toBe('Bengaluru') // Mysuru
  })

  it('skips cities without coordinates', () => {
    const nowhere = city('Nowhere', null, null)
    const half = city('Half', 18.55, null)
    expect(nearestCity(18.55, 73.9, [nowhere, half, MUMBAI])?.name).toBe('Mumbai')
  })

  it('returns null for an empty list or when no city has coordinates', () => {
    expect(nearestCity(18.5, 73.8, [])).toBeNull()
    expect(nearestCity(18.5, 73.8, [city('Nowhere', null, null)])).toBeNull()
  })
})
