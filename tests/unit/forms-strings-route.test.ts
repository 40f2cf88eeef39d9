import { describe, expect, it } from 'vitest'

import { GET } from '@/app/forms/strings/route'
import { CARD_ISLANDS_EN } from '@/features/properties/components/card-island-strings'

import english from '../../messages/en.json'

const get = (query: string) => GET(new Request(`http://localhost/forms/strings${query}`))

describe('GET /forms/strings (docs/product.md §21)', () => {
  it('answers the lead forms’ Hindi strings, messages and dialogs, kept an hour', async () => {
    const res = get('?language=hi')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    const body = (await res.json()) as { name: string; errors: Record<string, string>; dialogs: { submissionTitle: string } }
    expect(body.name).toBe('नाम')
    expect(body.errors['Email is not valid']).toBe('ईमेल सही नहीं है')
    expect(body.dialogs.submissionTitle).toBe('अनुरोध भेज दिया गया')
  })

  it('refuses English, an unknown language and none with a 400 naming the rule', async () => {
    for (const query of ['?language=en', '?language=fr', '']) {
      const res = get(query)
      expect(res.status, query).toBe(400)
      expect(((await res.json()) as { error: string }).error).toMatch(/^language must be one of/)
    }
  })

  it('answers the card islands’ Hindi words with part=cards, and nothing of the forms', async () => {
    const res = get('?language=hi&part=cards')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    const body = (await res.json()) as Record<string, string>
    expect(Object.keys(body).sort()).toEqual(Object.keys(CARD_ISLANDS_EN).sort())
    expect(body.favouriteAdd).toBe('{name} को पसंदीदा में जोड़ें')
    expect(body.trayTitle).toBe('तुलना ({max} में से {count})')
    expect(body).not.toHaveProperty('name')
  })

  it('refuses an unknown part with a 400 naming it', async () => {
    const res = get('?language=hi&part=everything')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'part', error: 'part must be forms or cards' })
  })
})

describe('the card islands’ English words in the browser bundle', () => {
  it('are messages/en.json CardIslands, word for word', () => {
    expect(CARD_ISLANDS_EN).toEqual(english.CardIslands)
  })
})
