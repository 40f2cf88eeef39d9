import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DEVANAGARI_FONT_FILES, DEVANAGARI_FONT_URL } from './font'

describe('the Devanagari font', () => {
  it('is served from public/fonts as the npm package ships it', () => {
    for (const file of DEVANAGARI_FONT_FILES) {
      const served = fs.readFileSync(path.resolve('public/fonts', file))
      const shipped = fs.readFileSync(path.resolve('node_modules/@fontsource/noto-sans-devanagari/files', file))
      expect(served.equals(shipped), file).toBe(true)
    }
    expect(DEVANAGARI_FONT_URL).toBe(`/fonts/${DEVANAGARI_FONT_FILES[0]}`)
  })
  it('is declared in the stylesheet for Hindi pages only', () => {
    const css = fs.readFileSync(path.resolve('src/app/(site)/globals.css'), 'utf8')
    for (const file of DEVANAGARI_FONT_FILES) expect(css).toContain(`/fonts/${file}`)
    expect(css).toMatch(/html\[lang="hi"\]\s*\{[^}]*--font-sans:\s*"Noto Sans Devanagari"/)
  })
})
