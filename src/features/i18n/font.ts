/**
 * The Devanagari font of Hindi pages (docs/product.md §21): Noto Sans Devanagari, regular and
 * bold, self-hosted under public/fonts/ as copied from @fontsource/noto-sans-devanagari (its
 * `devanagari` subset; font.test.ts keeps the copies equal to the package's files). globals.css
 * declares the faces with the subset's unicode-range and uses them on `<html lang="hi">` only, and
 * the layout preloads the regular face on Hindi pages only: English pages never fetch it.
 */
export const DEVANAGARI_FONT_URL = '/fonts/noto-sans-devanagari-devanagari-400-normal.woff2'
export const DEVANAGARI_FONT_FILES = ['noto-sans-devanagari-devanagari-400-normal.woff2', 'noto-sans-devanagari-devanagari-700-normal.woff2'] as const
