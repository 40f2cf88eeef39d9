/**
 * The profanity rule of docs/product.md §7: a text field must not contain a word of the profanity list — the
 * site data `profanity_list` (one word a line) when present, else obscenity's English dataset.
 * Matching is case-insensitive, sees through common letter substitutions (`sh1t`, `@ss`, `ｆｕｃｋ`),
 * and counts only whole words, so 'Scunthorpe', 'assessment', 'classic' or the name 'Shital' pass.
 * Pure: safe to import from browser and server code.
 */
import {
  assignIncrementingIds,
  collapseDuplicatesTransformer,
  createSimpleTransformer,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
} from 'obscenity'

export type ProfanityMatch = { start: number; end: number; text: string }

export type ProfanityFilter = {
  /** The words the filter was built from; empty for the built-in English dataset. */
  readonly words: readonly string[]
  hasProfanity(text: string): boolean
  /** Every whole-word match, by position; `end` is exclusive. */
  findProfanity(text: string): ProfanityMatch[]
}

/**
 * A listed word may carry one of these English endings and still count as the whole word
 * ('fucking', 'idiots'); any other letters around it make it part of another word.
 */
const INFLECTIONS = ['ings', 'ing', 'ers', 'er', 'ed', 'es', 'in', 's'] as const

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u

/** Lower-cases letters of every script (obscenity's own transformer only knows ASCII). */
const unicodeLowerCase = createSimpleTransformer((char) => {
  const lower = String.fromCodePoint(char).toLowerCase()
  return [...lower].length === 1 ? lower.codePointAt(0) : char
})

/** Runs of a letter are collapsed to this many in both the text and the listed words ('iddiot'). */
const DOUBLED_LETTERS = new Map([
  ['b', 2],
  ['e', 2],
  ['o', 2],
  ['l', 2],
  ['s', 2],
  ['g', 2],
  ['m', 2],
  ['n', 2],
  ['t', 2],
  ['r', 2],
  ['p', 2],
  ['f', 2],
  ['d', 2],
  ['c', 2],
  ['k', 2],
  ['z', 2],
])

function collapseRuns(word: string): string {
  return word.replace(/(.)\1+/gu, (run, char: string) => char.repeat(Math.min(run.length, DOUBLED_LETTERS.get(char) ?? 1)))
}

/** One word a line (or a list); trimmed, lower-cased, blank lines ignored, duplicates removed. */
export function parseProfanityList(list: string | readonly string[] | null | undefined): string[] {
  if (list == null) return []
  const lines = typeof list === 'string' ? list.split(/\r?\n/) : list
  const words = lines.map((line) => line.trim().replace(/\s+/g, ' ').toLowerCase()).filter((line) => line !== '')
  return [...new Set(words)].sort()
}

/** obscenity's pattern syntax treats `[ ] ? | \` specially; a listed word means itself. */
function literalPattern(word: string): string {
  return collapseRuns(word).replace(/[[\]?|\\]/g, '\\$&')
}

function lastCharBefore(text: string, index: number): string {
  return [...text.slice(Math.max(0, index - 2), index)].at(-1) ?? ''
}

/**
 * Whether the match `[start, end]` (inclusive, as obscenity reports it) is a whole word: no letter or
 * digit right before it, and after it only repeats of its last letter, an inflection, then no letter.
 */
function isWholeWord(text: string, start: number, endInclusive: number): boolean {
  if (WORD_CHAR.test(lastCharBefore(text, start))) return false
  const last = text[endInclusive]!.toLowerCase()
  let i = endInclusive + 1
  while (i < text.length && text[i]!.toLowerCase() === last) i += 1
  const rest = text.slice(i, i + 5).toLowerCase()
  const endings = ['', ...INFLECTIONS]
  return endings.some((ending) => rest.startsWith(ending) && !WORD_CHAR.test([...rest.slice(ending.length)][0] ?? ''))
}

function filterFrom(matcher: RegExpMatcher, words: readonly string[]): ProfanityFilter {
  const findProfanity = (text: string): ProfanityMatch[] => {
    if (text === '') return []
    const seen = new Set<number>()
    const matches: ProfanityMatch[] = []
    for (const m of matcher.getAllMatches(text, true)) {
      if (seen.has(m.startIndex) || !isWholeWord(text, m.startIndex, m.endIndex)) continue
      const matched = text.slice(m.startIndex, m.endIndex + 1)
      // Letter substitutions need a letter to substitute in: a flat, floor or price number such
      // as '455' or '717' is not a disguised word.
      if (!/\p{L}/u.test(matched)) continue
      seen.add(m.startIndex)
      matches.push({ start: m.startIndex, end: m.endIndex + 1, text: matched })
    }
    return matches
  }
  return { words, findProfanity, hasProfanity: (text) => findProfanity(text).length > 0 }
}

function buildBuiltIn(): ProfanityFilter {
  const { blacklistMatcherTransformers = [], whitelistMatcherTransformers = [] } = englishRecommendedTransformers
  const matcher = new RegExpMatcher({
    ...englishDataset.build(),
    blacklistMatcherTransformers: [unicodeLowerCase, ...blacklistMatcherTransformers],
    whitelistMatcherTransformers: [unicodeLowerCase, ...whitelistMatcherTransformers],
  })
  return filterFrom(matcher, [])
}

function buildCustom(words: readonly string[]): ProfanityFilter {
  const matcher = new RegExpMatcher({
    blacklistedTerms: assignIncrementingIds(words.map((word) => parseRawPattern(literalPattern(word)))),
    blacklistMatcherTransformers: [
      resolveConfusablesTransformer(),
      resolveLeetSpeakTransformer(),
      unicodeLowerCase,
      collapseDuplicatesTransformer({ defaultThreshold: 1, customThresholds: DOUBLED_LETTERS }),
    ],
  })
  return filterFrom(matcher, words)
}

const BUILT_IN_KEY = '\u0000built-in'
const CACHE_LIMIT = 8
const cache = new Map<string, ProfanityFilter>()

/**
 * The filter for a list (site data `profanity_list`, one word a line), built once per distinct list;
 * no list, or one with only blank lines, gives the built-in English dataset.
 */
export function profanityFilter(list?: string | readonly string[] | null): ProfanityFilter {
  const words = parseProfanityList(list)
  const key = words.length === 0 ? BUILT_IN_KEY : words.join('\n')
  let filter = cache.get(key)
  if (!filter) {
    filter = words.length === 0 ? buildBuiltIn() : buildCustom(words)
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
    cache.set(key, filter)
  }
  return filter
}

export function containsProfanity(text: string, list?: string | readonly string[] | null): boolean {
  return profanityFilter(list).hasProfanity(text)
}
