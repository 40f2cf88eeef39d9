import { describe, expect, it } from 'vitest'

import { escapeHtml, sentenceHtml } from './standalone-page'

describe('sentenceHtml', () => {
  it('escapes the sentence and puts each part in as HTML where its placeholder stands', () => {
    const render = (v: { search: string; profile: string }) => `Alerts for ${v.search} stop; see <${v.profile}> & more`
    expect(sentenceHtml(render, { search: '<strong>Pune</strong>', profile: '<a href="/p">profile</a>' })).toBe(
      'Alerts for <strong>Pune</strong> stop; see &lt;<a href="/p">profile</a>&gt; &amp; more',
    )
  })
  it('puts a part in as it is, `$` patterns included', () => {
    expect(sentenceHtml((v: { search: string }) => `For ${v.search}.`, { search: '<b>$& $1 $$</b>' })).toBe('For <b>$& $1 $$</b>.')
  })
  it('leaves a sentence without a placeholder as escaped text', () => {
    expect(sentenceHtml(() => 'a < b', { email: '<b>x</b>' })).toBe(escapeHtml('a < b'))
  })
})
