import { describe, expect, it } from 'vitest'

import type { Media } from '@/cms/payload-types'

import { linkedImage, publicMediaUrl, responsiveImage } from './image'

const media = {
  id: 1,
  alt: 'Tower at dusk',
  url: '/api/cms/media/file/a.jpg',
  width: 2000,
  height: 1200,
  sizes: {
    w300: { url: '/api/cms/media/file/a-300.jpg', width: 300, height: 180 },
    w600: { url: '/api/cms/media/file/a-600.jpg', width: 600, height: 360 },
    w1000: { url: '/api/cms/media/file/a-1000.jpg', width: 1000, height: 600 },
  },
  createdAt: '',
  updatedAt: '',
} as Media

describe('responsiveImage', () => {
  it('uses the 600 px copy with a srcset of all copies, on the short media path', () => {
    expect(responsiveImage(media, 'x')).toEqual({
      src: '/m/a-600.jpg',
      srcSet: '/m/a-300.jpg 300w, /m/a-600.jpg 600w, /m/a-1000.jpg 1000w',
      width: 600,
      height: 360,
      alt: 'Tower at dusk',
    })
  })

  it('falls back to the original and to the given alt text', () => {
    const original = { ...media, alt: ' ', sizes: {} } as Media
    expect(responsiveImage(original, 'Fallback')).toEqual({
      src: '/m/a.jpg',
      width: 2000,
      height: 1200,
      alt: 'Fallback',
    })
  })

  it('gives null for unpopulated or missing media', () => {
    expect(responsiveImage(7, 'x')).toBeNull()
    expect(responsiveImage(null, 'x')).toBeNull()
  })
})

describe('publicMediaUrl', () => {
  it('shortens Payload media file URLs only', () => {
    expect(publicMediaUrl('/api/cms/media/file/a%20b-600x400.webp')).toBe('/m/a%20b-600x400.webp')
    expect(publicMediaUrl('https://cdn.example.com/api/cms/media/file/a.webp')).toBe('https://cdn.example.com/api/cms/media/file/a.webp')
    expect(publicMediaUrl('/images/a.webp')).toBe('/images/a.webp')
  })
})

describe('linkedImage', () => {
  it('accepts absolute and site-relative links only', () => {
    expect(linkedImage('/images/a.webp', 'A')?.src).toBe('/images/a.webp')
    expect(linkedImage('/api/cms/media/file/logo.png', 'A')?.src).toBe('/m/logo.png')
    expect(linkedImage('https://cdn.example.com/a.webp', 'A')?.src).toBe('https://cdn.example.com/a.webp')
    expect(linkedImage('javascript:alert(1)', 'A')).toBeNull()
    expect(linkedImage('', 'A')).toBeNull()
  })
})
