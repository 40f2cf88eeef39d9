import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { ICONS } from './icon-set'

describe('icons drawn by the stylesheet (globals.css)', () => {
  it('draw the card pin with the sprite’s own location path', () => {
    const css = readFileSync(new URL('../app/(site)/globals.css', import.meta.url), 'utf8')
    const rule = /\.card-meta::before\s*\{[^}]*url\("data:image\/svg\+xml,([^"]+)"\)/.exec(css)
    expect(rule, '.card-meta::before with a data: mask').not.toBeNull()
    const svg = decodeURIComponent(rule![1]!).replaceAll("'", '"')
    expect(svg).toContain(ICONS.location.body)
  })
})
