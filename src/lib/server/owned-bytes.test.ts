import { describe, expect, it } from 'vitest'

import { ownedConcat } from './owned-bytes'

describe('ownedConcat', () => {
  it('copies the pieces, in order, into memory of exactly their length, small ones included', () => {
    // Small buffers are slices of Node's shared pool.
    const pieces = [Buffer.from('ab'), Buffer.from('cde'), new Uint8Array([102])]
    expect(pieces[0]!.buffer.byteLength).toBeGreaterThan(2)
    const owned = ownedConcat(pieces)
    expect(owned.toString()).toBe('abcdef')
    expect(owned.buffer.byteLength).toBe(6)
    expect(owned.byteOffset).toBe(0)
    pieces[0]![0] = 0x7a
    expect(owned.toString()).toBe('abcdef')
  })

  it('gives an empty buffer for no pieces', () => {
    expect(ownedConcat([]).length).toBe(0)
  })
})
