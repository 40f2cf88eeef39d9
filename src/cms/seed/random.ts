/**
 * A small seeded PRNG (mulberry32) so demo and benchmark data are identical on every run.
 * Each part of the seed gets its own stream (by name), so adding content to one part does not
 * reshuffle the others.
 */
export type Random = {
  /** Uniform float in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** Float in [min, max). */
  float(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` distinct items, in the order they appear in `items`. */
  sample<T>(items: readonly T[], count: number): T[]
  weighted<T>(items: readonly (readonly [T, number])[]): T
  hex(length: number): string
}

function hashString(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)]!
    },
    sample: (items, count) => {
      const indexes = items.map((_, i) => i)
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!]
      }
      return indexes
        .slice(0, Math.min(count, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i]!)
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0)
      let roll = next() * total
      for (const [item, weight] of items) {
        roll -= weight
        if (roll < 0) return item
      }
      return items[items.length - 1]![0]
    },
    hex: (length) => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
  }
}
