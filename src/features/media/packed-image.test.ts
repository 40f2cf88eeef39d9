import { describe, expect, it } from 'vitest'

import type { ResponsiveImage } from './image'
import { isPacked, packImage, unpackImage } from './packed-image'

const seeded: ResponsiveImage = {
  src: '/m/seed-property-07-600x400.webp',
  srcSet: '/m/seed-property-07-300x200.webp 300w, /m/seed-property-07-600x400.webp 600w, /m/seed-property-07-1000x667.webp 1000w',
  width: 600,
  height: 400,
  alt: 'Tower A',
}

describe('packed card images', () => {
  it('packs Payload-named copies into their common part and sizes, and unpacks them to the same image', () => {
    const packed = packImage(seeded)
    expect(packed).toEqual({ base: '/m/seed-property-07', ext: 'webp', copies: [[300, 200], [600, 400], [1000, 667]], main: 1, alt: 'Tower A' })
    expect(unpackImage(packed)).toEqual(seeded)
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(seeded).length - 100)
  })

  it('keeps an image whose copies do not follow the naming as it is', () => {
    for (const image of [
      { ...seeded, srcSet: undefined },
      { ...seeded, srcSet: 'https://cdn.example/a.webp 300w, https://cdn.example/b.webp 600w' },
      { ...seeded, srcSet: '/m/one-300x200.webp 300w, /m/other-600x400.webp 600w' },
      { ...seeded, src: '/m/elsewhere.webp' },
      { ...seeded, width: 640 },
      { ...seeded, srcSet: '/m/seed-property-07-300x200.webp 301w, /m/seed-property-07-600x400.webp 600w' },
    ] satisfies ResponsiveImage[]) {
      const packed = packImage(image)
      expect(isPacked(packed)).toBe(false)
      expect(unpackImage(packed)).toEqual(image)
    }
  })
})
