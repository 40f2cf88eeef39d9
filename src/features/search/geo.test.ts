import { describe, expect, it } from 'vitest'

import { boxAround, haversineKm, KM_PER_DEGREE, roundKm } from './geo'

describe('haversineKm', () => {
  it('is zero for one point and symmetric', () => {
    expect(haversineKm([18.52, 73.85], [18.52, 73.85])).toBe(0)
    expect(haversineKm([18.52, 73.85], [19.07, 72.87])).toBeCloseTo(haversineKm([19.07, 72.87], [18.52, 73.85]), 9)
  })
  it('measures a degree of latitude as about 111.2 km, and Pune–Mumbai as about 120 km', () => {
    expect(haversineKm([10, 20], [11, 20])).toBeCloseTo(KM_PER_DEGREE, 6)
    expect(KM_PER_DEGREE).toBeCloseTo(111.195, 2)
    expect(haversineKm([18.5204, 73.8567], [19.076, 72.8777])).toBeGreaterThan(118)
    expect(haversineKm([18.5204, 73.8567], [19.076, 72.8777])).toBeLessThan(122)
  })
  it('shrinks longitude degrees away from the equator', () => {
    expect(haversineKm([60, 10], [60, 11])).toBeCloseTo(KM_PER_DEGREE / 2, 1)
  })
})

describe('boxAround', () => {
  it('holds every point of the circle, and its edges are at the radius', () => {
    const center = [28.6, 77.2] as const
    const [minLng, minLat, maxLng, maxLat] = boxAround(center, 10)
    expect(haversineKm(center, [maxLat, center[1]])).toBeCloseTo(10, 6)
    expect(haversineKm(center, [minLat, center[1]])).toBeCloseTo(10, 6)
    expect(haversineKm(center, [center[0], maxLng])).toBeGreaterThanOrEqual(10)
    expect(haversineKm(center, [center[0], minLng])).toBeGreaterThanOrEqual(10)
    for (let deg = 0; deg < 360; deg += 5) {
      // A point 9.999 km away in every direction lies inside the box.
      const a = (deg * Math.PI) / 180
      const lat = center[0] + (9.999 / KM_PER_DEGREE) * Math.cos(a)
      const lng = center[1] + (9.999 / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180))) * Math.sin(a)
      expect(lat).toBeGreaterThanOrEqual(minLat)
      expect(lat).toBeLessThanOrEqual(maxLat)
      expect(lng).toBeGreaterThanOrEqual(minLng)
      expect(lng).toBeLessThanOrEqual(maxLng)
    }
  })
  it('widens to every longitude near a pole or the antimeridian instead of wrapping', () => {
    expect(boxAround([89.9, 0], 50)).toEqual([-180, expect.any(Number), 180, 90])
    expect(boxAround([0, 179.9], 50)[0]).toBe(-180)
  })
})

describe('roundKm', () => {
  it('rounds to 0.1 km', () => {
    expect(roundKm(1.26)).toBe(1.3)
    expect(roundKm(0.04)).toBe(0)
    expect(roundKm(12.349)).toBe(12.3)
  })
})
