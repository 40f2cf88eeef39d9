/**
 * Gzip a cached page once and still give every answer its own CSP nonce (ADR 013, ADR 015).
 *
 * Each HTML answer carries ` nonce="<24 characters>"` in every `<script` and `<link` tag, a new
 * value per answer, so the bytes differ every time and compressing them again costs about 2 ms for
 * a 90 kB page: most of what serving a cached page costs. Instead the page is compressed once as
 * one DEFLATE stream in which each nonce value is a stored (uncompressed) block of NUL bytes; an
 * answer is that stream with its nonce written over the NULs, a gzip header, and a trailer with the
 * CRC-32 and length of the bytes it decodes to. The CRC is put together from each piece's own CRC
 * and the nonce's (crc32-combine.ts), so the kept copy needs none of the page's own bytes: a kept
 * page is its compressed stream alone, about a fifth of the page.
 *
 * Why that is safe: DEFLATE copies earlier output by distance. The nonce slots are in the stream
 * with their real length, so every distance stays right; and no copy can start in a slot, because
 * a slot held NUL bytes when the page was compressed and a page with a NUL byte anywhere is not
 * spliced (HTML text has none), so no later text could have matched them. The ` nonce="` and `"`
 * around each slot are ordinary compressed text. The slots cost about 9 % of size against one
 * plain gzip of the page (17.6 kB instead of 16.1 kB for a property or search page of 96 kB).
 */
import zlib from 'node:zlib'

import { crc32Combine, crc32Shift } from './crc32-combine'
import { ownedConcat } from './owned-bytes'

/** Characters of a nonce (src/lib/server/security-headers.ts: 18 random bytes in base64). */
export const NONCE_LENGTH = 24

const PREFIX = Buffer.from(' nonce="')
const SUFFIX = Buffer.from('"')
const SLOT = Buffer.alloc(NONCE_LENGTH)
/**
 * The start of a stored block of NONCE_LENGTH bytes, after a sync flush (so on a byte boundary): a
 * byte holding its three header bits (not the last block, stored) and padding, then LEN and its
 * one's complement, little-endian.
 */
const STORED_HEADER = Buffer.from([0x00, NONCE_LENGTH, 0x00, ~NONCE_LENGTH & 0xff, 0xff])
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
const LEVEL = 6
/**
 * How much of the page before a piece is its preset dictionary (DEFLATE reaches back 32 kB): 8 kB
 * makes a property page 2 % larger than the whole window would, in three quarters of the time.
 */
const DICTIONARY_BYTES = 8 * 1024

/**
 * A page compressed once: `parts` are the compressed bytes between the slots (one more than the
 * slots); `crcs` the CRC-32 of the page's own bytes between them (with the ` nonce="` and `"`
 * around each slot) and the multiplier that shifts a CRC past them, for the CRC of each answer.
 */
export type SplicedGzip = { parts: Buffer[]; crcs: { crc: number; shift: number }[]; length: number; compressedLength: number }

/** The page's bytes between the nonce slots, `cuts` being where a nonce attribute goes. */
function piecesOf(body: Buffer, cuts: readonly number[]): Buffer[][] {
  const pieces: Buffer[][] = []
  let from = 0
  cuts.forEach((cut, i) => {
    pieces.push(i === 0 ? [body.subarray(from, cut), PREFIX] : [SUFFIX, body.subarray(from, cut), PREFIX])
    from = cut
  })
  pieces.push(cuts.length === 0 ? [body] : [SUFFIX, body.subarray(from)])
  return pieces
}

const piecesLength = (runs: Buffer[]) => runs.reduce((sum, b) => sum + b.length, 0)

/**
 * Compresses `body` with a nonce slot after each of `cuts` (offsets just after `<script`/`<link`),
 * at once on this thread; without cuts, simply once. Undefined when the page cannot be spliced
 * safely (it holds a NUL byte).
 *
 * Each piece between two slots is deflated on its own (ending in a sync flush, so it ends on a byte
 * boundary), with the page before it, slots as NULs, as its preset dictionary: its back-references
 * reach into the earlier pieces exactly as in one stream, and the decoder, whose window holds the
 * earlier output, follows them. The slot is a stored block written here. One call per piece on
 * this thread costs less than one stream switched between levels on the thread pool: a property
 * page (29 slots) 1.5 ms of this thread and of CPU in all, against 3.8 ms of this thread and 9 ms
 * of CPU for the stream's 150-odd round trips to the pool (docs/quality.md at 4a32e07, thirteenth pass).
 */
export function precompress(body: Buffer, cuts: readonly number[]): SplicedGzip | undefined {
  if (cuts.length > 0 && body.includes(0)) return undefined
  const pieces = piecesOf(body, cuts)
  // The page as the compressor sees it: each piece, then a slot of NULs.
  const runs = pieces.flatMap((piece, i) => (i < pieces.length - 1 ? [...piece, SLOT] : piece))
  const page = Buffer.concat(runs)
  // Each part is its deflated bytes and, but for the last, the stored block's header.
  const deflatedRuns: Buffer[][] = []
  let from = 0
  pieces.forEach((piece, i) => {
    const last = i === pieces.length - 1
    const to = from + piecesLength(piece)
    const dictionary = from > 0 ? page.subarray(Math.max(0, from - DICTIONARY_BYTES), from) : undefined
    const deflated = zlib.deflateRawSync(page.subarray(from, to), {
      level: LEVEL,
      ...(dictionary ? { dictionary } : {}),
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
    })
    deflatedRuns.push(last ? [deflated] : [deflated, STORED_HEADER])
    from = to + (last ? 0 : NONCE_LENGTH)
  })
  // Kept for as long as the page is cached: the parts are views of one allocation of their size,
  // not of zlib's output chunks and Node's buffer pool (owned-bytes.ts).
  const kept = ownedConcat(deflatedRuns.flat())
  let at = 0
  const parts = deflatedRuns.map((run) => {
    const part = kept.subarray(at, at + piecesLength(run))
    at += part.length
    return part
  })
  const compressedLength = kept.length + NONCE_LENGTH * (parts.length - 1)
  const length = page.length
  const crcs = pieces.map((piece) => ({ crc: piece.reduce((crc, run) => zlib.crc32(run, crc), 0), shift: crc32Shift(piecesLength(piece)) }))
  return { parts, crcs, length, compressedLength }
}

/** The gzip answer for one nonce (none for a body without slots): buffers in order, and their length. */
export function splice(spliced: SplicedGzip, nonce?: string): { buffers: Buffer[]; length: number } {
  const { parts, crcs } = spliced
  const value = Buffer.from(nonce ?? '', 'latin1')
  if (parts.length > 1 && value.length !== NONCE_LENGTH) throw new Error(`a nonce has ${NONCE_LENGTH} characters`)
  let crc = 0
  const buffers: Buffer[] = [GZIP_HEADER]
  for (let i = 0; i < parts.length; i++) {
    crc = crc32Combine(crc, crcs[i]!.crc, crcs[i]!.shift)
    buffers.push(parts[i]!)
    if (i < parts.length - 1) {
      crc = zlib.crc32(value, crc)
      buffers.push(value)
    }
  }
  const trailer = Buffer.allocUnsafe(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(spliced.length % 2 ** 32, 4)
  buffers.push(trailer)
  return { buffers, length: GZIP_HEADER.length + spliced.compressedLength + trailer.length }
}
