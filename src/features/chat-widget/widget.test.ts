import { describe, expect, it } from 'vitest'

import { chatScriptUrl, chatSources, parseChatWidget } from './widget'

describe('parseChatWidget', () => {
  it('takes a widget code, on the default host unless one is given', () => {
    expect(parseChatWidget(' siq0123abcdef ', '')).toEqual({ code: 'siq0123abcdef', host: 'salesiq.zohopublic.in' })
    expect(parseChatWidget('siq0123abcdef', 'SalesIQ.Zoho.com')).toEqual({ code: 'siq0123abcdef', host: 'salesiq.zoho.com' })
  })

  it("finds the code in Zoho's embed snippet pasted whole", () => {
    const snippet = '<script id="zsiqscript" src="https://salesiq.zohopublic.in/widget?wc=siqABCDEF0123" defer></script>'
    expect(parseChatWidget(snippet, null)?.code).toBe('siqABCDEF0123')
  })

  it('loads nothing for anything else', () => {
    for (const bad of ['', null, '<!-- a comment -->', 'short', 'siq"><script>']) expect(parseChatWidget(bad, null)).toBeNull()
    expect(parseChatWidget('siq0123abcdef', 'evil.example/x?')).toBeNull()
  })
})

describe('chatScriptUrl and chatSources', () => {
  it('loads https://<host>/widget?wc=<code> and allows that host only', () => {
    const widget = { code: 'siq0123abcdef', host: 'salesiq.zohopublic.in' }
    expect(chatScriptUrl(widget)).toBe('https://salesiq.zohopublic.in/widget?wc=siq0123abcdef')
    expect(chatSources(widget)).toEqual({
      script: ['https://salesiq.zohopublic.in'],
      connect: ['https://salesiq.zohopublic.in', 'wss://salesiq.zohopublic.in'],
      frame: ['https://salesiq.zohopublic.in'],
    })
    expect(chatSources(null)).toEqual({ script: [], connect: [], frame: [] })
  })
})
