/**
 * Content in English and Hindi (docs/product.md §21): the pages', FAQs' and blog posts' text is
 * localized in Payload with English the default and the fallback. The migration that introduced it
 * keeps every text written before it as the English version, and a Hindi edit changes the Hindi
 * reading only.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rows, sqlFor } from '@/cms/db/raw-sql'
import { richText } from '@/cms/seed/richText'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload
let payload: Payload

const paragraph = (text: string) => richText([text])

const textOf = (contents: unknown) => JSON.stringify(contents ?? null)

beforeAll(async () => {
  // The database as it was before the content locales: written to, then migrated.
  ctx = await freshPayload({ holdBackFrom: 'content_locales' })
  payload = ctx.payload
  const sql = sqlFor(ctx.dialect)
  const json = (value: unknown) => (ctx.dialect === 'postgres' ? sql`${JSON.stringify(value)}::jsonb` : sql`${JSON.stringify(value)}`)
  await rows(
    payload,
    sql`INSERT INTO "generic_pages" ("title", "page_link", "published", "meta_description", "contents") VALUES ('About us', 'about', true, 'Who we are', ${json(paragraph('Written before the locales'))})`,
  )
  await rows(payload, sql`INSERT INTO "faqs" ("question", "answer", "type", "order") VALUES ('Is searching free?', 'Yes, always.', 'general', 1)`)
  await rows(
    payload,
    sql`INSERT INTO "blogs" ("title", "link_title", "published", "preview_paragraph", "contents") VALUES ('Home loan basics', 'home-loan-basics', true, 'What a bank looks at', ${json(paragraph('Blog text'))})`,
  )
  await ctx.migrateRest()
}, 300_000)

afterAll(async () => {
  await ctx?.cleanup()
})

async function page(locale: 'en' | 'hi') {
  const found = await payload.find({ collection: 'generic-pages', locale, where: { page_link: { equals: 'about' } }, limit: 1, depth: 0 })
  return found.docs[0]!
}

describe(`content locales (${process.env.TEST_PG_URL ? 'postgres' : 'sqlite'})`, () => {
  it('keeps the text written before the migration as the English version, and Hindi falls back to it', async () => {
    for (const locale of ['en', 'hi'] as const) {
      const about = await page(locale)
      expect(about.title, locale).toBe('About us')
      expect(about.meta_description, locale).toBe('Who we are')
      expect(textOf(about.contents), locale).toContain('Written before the locales')
      const faq = (await payload.find({ collection: 'faqs', locale, limit: 1 })).docs[0]!
      expect([faq.question, faq.answer], locale).toEqual(['Is searching free?', 'Yes, always.'])
      const blog = (await payload.find({ collection: 'blogs', locale, where: { link_title: { equals: 'home-loan-basics' } }, limit: 1 })).docs[0]!
      expect([blog.title, blog.preview_paragraph], locale).toEqual(['Home loan basics', 'What a bank looks at'])
      expect(textOf(blog.contents), locale).toContain('Blog text')
    }
    const sql = sqlFor(ctx.dialect)
    const stored = await rows(payload, sql`SELECT "_locale" AS "locale", "title" FROM "generic_pages_locales"`)
    expect(stored).toEqual([{ locale: 'en', title: 'About us' }])
  })

  it('a Hindi edit changes the Hindi page only; fields left unwritten in Hindi read as English', async () => {
    const { id } = await page('en')
    await payload.update({ collection: 'generic-pages', id, locale: 'hi', data: { title: 'हमारे बारे में', contents: paragraph('हिन्दी में लिखा') } })
    const hindi = await page('hi')
    expect(hindi.title).toBe('हमारे बारे में')
    expect(textOf(hindi.contents)).toContain('हिन्दी में लिखा')
    expect(hindi.meta_description).toBe('Who we are')
    const english = await page('en')
    expect(english.title).toBe('About us')
    expect(textOf(english.contents)).toContain('Written before the locales')
    expect(textOf(english.contents)).not.toContain('हिन्दी')
    // The page's address is one for both languages.
    expect(hindi.page_link).toBe('about')
  })

  it('a FAQ answered in Hindi keeps its English question and answer, its type and its order', async () => {
    const faq = (await payload.find({ collection: 'faqs', locale: 'en', limit: 1 })).docs[0]!
    await payload.update({ collection: 'faqs', id: faq.id, locale: 'hi', data: { question: 'क्या खोज मुफ़्त है?', answer: 'हाँ, हमेशा।' } })
    const [hi, en] = await Promise.all([payload.findByID({ collection: 'faqs', id: faq.id, locale: 'hi' }), payload.findByID({ collection: 'faqs', id: faq.id, locale: 'en' })])
    expect([hi.question, hi.answer, hi.type, hi.order]).toEqual(['क्या खोज मुफ़्त है?', 'हाँ, हमेशा।', 'general', 1])
    expect([en.question, en.answer]).toEqual(['Is searching free?', 'Yes, always.'])
  })
})
