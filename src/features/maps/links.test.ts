import { describe, expect, it } from 'vitest'

import { mapLinks, validCoordinates } from './links'

describe('mapLinks', () => {
  it('links to both map sites by coordinates', () => {
    expect(mapLinks(12.9716, 77.5946, 'MG Road')).toEqual({
      openStreetMap: 'https://www.openstreetmap.org/?mlat=12.9716&mlon=77.5946#map=16/12.9716/77.5946',
      googleMaps: 'https://www.google.com/maps/search/?api=1&query=12.9716%2C77.5946',
      coordinates: '12.9716, 77.5946',
    })
  })
  it('falls back to the address, then to nothing', () => {
    expect(mapLinks(null, null, 'Baner Road, Pune')?.googleMaps).toBe(
      'https://www.google.com/maps/search/?api=1&query=Baner%20Road%2C%20Pune',
    )
    expect(mapLinks(null, 3, '  ')).toBeNull()
  })
  it('rejects out-of-range coordinates', () => {
    expect(validCoordinates(91, 0)).toBe(false)
    expect(validCoordinates(0, 0)).toBe(true)
  })
})
