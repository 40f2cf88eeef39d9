/**
 * Bytes a cache keeps for a long time, copied into one allocation of exactly their size.
 *
 * Node hands out a small buffer as a slice of a shared pool (`Buffer.poolSize`: 8 kB on Node 20,
 * 64 kB on Node 24), and zlib's synchronous calls answer a slice of their output chunk (16 kB on
 * Node 20, 64 kB on Node 24). A slice that is kept keeps all of that memory alive, and a cache that
 * counts `length` never sees it: on Node 24 a property page's 18 kB compressed copy, kept as its
 * pieces, held about 650 kB of pools and chunks (docs/quality.md at 4a32e07, "Twenty-eighth pass").
 */
export function ownedConcat(buffers: readonly Uint8Array[]): Buffer {
  let length = 0
  for (const buffer of buffers) length += buffer.length
  // Never from the pool: this allocation belongs to the kept value alone.
  const owned = Buffer.allocUnsafeSlow(length)
  let at = 0
  for (const buffer of buffers) {
    owned.set(buffer, at)
    at += buffer.length
  }
  return owned
}
