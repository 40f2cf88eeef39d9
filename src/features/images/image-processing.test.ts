import { describe, expect, it } from 'vitest'

import { decodeBase64Image } from './image-processing'

describe('decodeBase64Image', () => {
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])

  it('reads plain base64, a data URL and URL-safe base64, ignoring line breaks', () => {
    const b64 = bytes.toString('base64')
    expect(Buffer.from(decodeBase64Image(b64)!)).toEqual(bytes)
    expect(Buffer.from(decodeBase64Image(`data:image/jpeg;base64,${b64}`)!)).toEqual(bytes)
    expect(Buffer.from(decodeBase64Image(bytes.toString('base64url'))!)).toEqual(bytes)
    expect(Buffer.from(decodeBase64Image(`${b64.slice(0, 4)}\n${b64.slice(4)}`)!)).toEqual(bytes)
  })

  it('gives null for text that is not base64', () => {
    for (const bad of ['', '   ', 'not base64!', 'data:image/png;base64,', '****']) expect(decodeBase64Image(bad)).toBeNull()
  })
})
