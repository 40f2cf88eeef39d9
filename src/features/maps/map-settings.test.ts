import { describe, expect, it } from 'vitest'

import { mapTiles } from './map-settings'

describe('mapTiles', () => {
  it('accepts an http(s) template with z, x and y', () => {
    expect(mapTiles(' https://tiles.example/{z}/{x}/{y}.png ', ' © OSM ')).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© OSM',
    })
  })
  it('rejects missing, non-web or incomplete templates', () => {
    expect(mapTiles(null, null)).toBeNull()
    expect(mapTiles('', 'x')).toBeNull()
    expect(mapTiles('javascript:{z}{x}{y}', null)).toBeNull()
    expect(mapTiles('https://tiles.example/{z}/{x}.png', null)).toBeNull()
  })
})
