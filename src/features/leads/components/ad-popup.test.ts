import { describe, expect, it } from 'vitest'

import { adPopupShowsOn, parseAdPopup } from './ad-popup'

describe('parseAdPopup', () => {
  it('reads the site data JSON', () => {
    const raw = JSON.stringify({ enabled: true, image: '/a.jpg', caption: ' Offers ', delay: 8000, pages: ['/', '/property/*'] })
    expect(parseAdPopup(raw)).toEqual({ image: '/a.jpg', caption: 'Offers', delay: 8000, pages: ['/', '/property/*'] })
  })

  it('is off when disabled, missing, broken or without an image', () => {
    expect(parseAdPopup(JSON.stringify({ enabled: false, image: '/a.jpg' }))).toBeNull()
    expect(parseAdPopup(undefined)).toBeNull()
    expect(parseAdPopup('{not json')).toBeNull()
    expect(parseAdPopup(JSON.stringify({ enabled: true, caption: 'x' }))).toBeNull()
  })

  it('defaults to every page and no delay; drops bad page patterns', () => {
    expect(parseAdPopup(JSON.stringify({ image: '/a.jpg', delay: -5 }))).toMatchObject({ delay: 0, pages: ['/*'] })
    expect(parseAdPopup(JSON.stringify({ image: '/a.jpg', pages: ['/x', 'https://evil', 3] }))?.pages).toEqual(['/x'])
  })
})

describe('adPopupShowsOn', () => {
  it('matches exact paths and * wildcards', () => {
    expect(adPopupShowsOn(['/'], '/')).toBe(true)
    expect(adPopupShowsOn(['/'], '/contact')).toBe(false)
    expect(adPopupShowsOn(['/property/*'], '/property/pune/sky-villas')).toBe(true)
    expect(adPopupShowsOn(['/property/*'], '/properties')).toBe(false)
    expect(adPopupShowsOn(['/a.b'], '/aXb')).toBe(false)
  })
})
