/**
 * CRC-32 of a concatenation from the CRCs of its parts (zlib's `crc32_combine`, which Node does not
 * expose): lets a kept page answer with a CRC over bytes it no longer holds (gzip-splice.ts).
 *
 * A CRC is a remainder of polynomials over GF(2): appending `n` bytes to A multiplies A's CRC by
 * x^(8n) modulo the CRC polynomial, then adds B's own CRC. The multiplier depends only on `n`, so
 * it is worked out once per part (`crc32Shift`) and each answer costs one multiplication per part.
 * Same algorithm and reflected bit order as zlib 1.2.12+ (multmodp, x2nmodp).
 */

/** The CRC-32 polynomial, reflected. */
const POLY = 0xedb88320

/** a × b modulo the CRC polynomial (both reflected: bit 31 is x^0). */
function multiply(a: number, b: number): number {
  let m = 0x80000000
  let p = 0
  for (;;) {
    if (a & m) {
      p ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return p >>> 0
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N: number[] = [0x40000000]
for (let k = 1; k < 32; k++) X2N.push(multiply(X2N[k - 1]!, X2N[k - 1]!))

/** The multiplier that shifts a CRC past `length` bytes: x^(8 × length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = 0x80000000
  let k = 3
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n & 1) p = multiply(X2N[k & 31]!, p)
  }
  return p >>> 0
}

/** The CRC-32 of A followed by B, given crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiply(shiftB, crcA) ^ crcB) >>> 0
}
