import { describe, expect, it } from 'vitest'

import { videoLink } from './video'

describe('videoLink', () => {
  it('names known providers', () => {
    expect(videoLink('https://www.youtube.com/watch?v=abc', 0)).toEqual({
      href: 'https://www.youtube.com/watch?v=abc',
      provider: 'YouTube',
      label: 'Video 1 on YouTube',
    })
    expect(videoLink('https://youtu.be/abc', 1)?.provider).toBe('YouTube')
    expect(videoLink('https://vimeo.com/1', 2)?.label).toBe('Video 3 on Vimeo')
    expect(videoLink('https://example.com/tour.mp4', 0)?.provider).toBeNull()
  })
  it('drops anything that is not a web link', () => {
    expect(videoLink('javascript:alert(1)', 0)).toBeNull()
    expect(videoLink('not a url', 0)).toBeNull()
  })
})
