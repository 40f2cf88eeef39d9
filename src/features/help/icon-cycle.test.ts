import { describe, expect, it } from 'vitest'

import { helpIconIntervalMs } from './icon-cycle'

describe('helpIconIntervalMs', () => {
  it('rotates every 2 s on desktop and 4 s on mobile', () => {
    expect(helpIconIntervalMs({ mobile: false, reducedMotion: false })).toBe(2000)
    expect(helpIconIntervalMs({ mobile: true, reducedMotion: false })).toBe(4000)
  })

  it('stays still when the visitor prefers reduced motion', () => {
    expect(helpIconIntervalMs({ mobile: false, reducedMotion: true })).toBeNull()
    expect(helpIconIntervalMs({ mobile: true, reducedMotion: true })).toBeNull()
  })
})
