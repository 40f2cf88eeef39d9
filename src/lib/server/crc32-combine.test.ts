import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { crc32Combine, crc32Shift } from './crc32-combine'

describe('crc32Combine', () => {
  it('gives the CRC-32 of the concatenation, as zlib computes it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (a, b) => {
        const combined = crc32Combine(zlib.crc32(a), zlib.crc32(b), crc32Shift(b.length))
        expect(combined).toBe(zlib.crc32(Buffer.concat([a, b])))
      }),
      { numRuns: 500 },
    )
  })

  it('holds for page-sized parts and an empty one', () => {
    const a = randomBytes(70_001)
    const b = randomBytes(131_072)
    expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), crc32Shift(b.length))).toBe(zlib.crc32(Buffer.concat([a, b])))
    expect(crc32Combine(zlib.crc32(a), 0, crc32Shift(0))).toBe(zlib.crc32(a))
    expect(crc32Combine(0, zlib.crc32(b), crc32Shift(b.length))).toBe(zlib.crc32(b))
  })
})
