import { describe, expect, it } from 'vitest'

import { GET } from '@/app/forms/strings/route'

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
})
