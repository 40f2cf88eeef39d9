import { describe, expect, it } from 'vitest'

import { blogPath, blogPosting, blogsPageHref, lexicalText, parsePageParam, readingMinutes, safeHref, wordCount } from './blog'

describe('parsePageParam', () => {
  it('reads a missing page as the first', () => {
    expect(parsePageParam(undefined)).toBe(1)
  })

  it('accepts plain positive whole numbers', () => {
    expect(parsePageParam('1')).toBe(1)
    expect(parsePageParam('3')).toBe(3)
    expect(parsePageParam('120')).toBe(120)
  })

  it('refuses anything else', () => {
    for (const bad of ['', '0', '-1', '01', '2.5', 'abc', ' 2', '2 ', '1e3', '9999999']) expect(parsePageParam(bad), bad).toBeNull()
    expect(parsePageParam(['1', '2'])).toBeNull()
  })
})

describe('blogsPageHref', () => {
  it('keeps the first page at /blogs', () => {
    expect(blogsPageHref(1)).toBe('/blogs')
    expect(blogsPageHref(2)).toBe('/blogs?page=2')
  })
})

describe('blogPath', () => {
  it('uses link_title, or a slug of the title', () => {
    expect(blogPath('home-loans-101', 'Home loans 101')).toBe('/blogs/home-loans-101')
    expect(blogPath('', 'Vastu & you')).toBe('/blogs/vastu-and-you')
    expect(blogPath(null, 'Ready to move?')).toBe('/blogs/ready-to-move')
  })
})

const doc = (...children: unknown[]) => ({ root: { type: 'root', children } })
const para = (...texts: string[]) => ({ type: 'paragraph', children: texts.map((text) => ({ type: 'text', text })) })

describe('lexicalText and wordCount', () => {
  it('collects the text of nested nodes', () => {
    const state = doc(para('Hello', 'world'), { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'one item' }] }] })
    expect(lexicalText(state)).toBe('Hello world one item')
    expect(wordCount(lexicalText(state))).toBe(4)
  })

  it('copes with nothing and with odd shapes', () => {
    expect(lexicalText(null)).toBe('')
    expect(lexicalText({ root: 'nonsense' })).toBe('')
    expect(lexicalText({ root: { children: [null, 3, { text: 5 }] } })).toBe('')
    expect(wordCount('  ')).toBe(0)
  })
})

describe('readingMinutes', () => {
  it('prefers the stated minutes', () => {
    expect(readingMinutes(7, 'short')).toBe(7)
  })

  it('estimates at 200 words a minute, at least one', () => {
    expect(readingMinutes(null, '')).toBe(1)
    expect(readingMinutes(0, 'word '.repeat(200))).toBe(1)
    expect(readingMinutes(undefined, 'word '.repeat(201))).toBe(2)
    expect(readingMinutes(Number.NaN, 'word '.repeat(1000))).toBe(5)
  })
})

describe('safeHref', () => {
  it('lets web, mail, phone and site links through', () => {
    for (const ok of ['https://example.com/a', 'http://x.in', 'mailto:a@b.in', 'tel:+911234', '/property/pune', '#faq'])
      expect(safeHref(ok)).toBe(ok)
  })

  it('drops script, data and protocol-relative links', () => {
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>', '//evil.example', 'vbscript:x', '', null])
      expect(safeHref(bad), String(bad)).toBeNull()
  })
})

describe('blogPosting', () => {
  const publisher = { name: 'Griha Homes', url: 'https://griha.example/', logo: 'https://griha.example/logo.png' }

  it('describes the post, its author and publisher', () => {
    const data = blogPosting({
      title: 'How to read a RERA registration',
      url: 'https://griha.example/blogs/rera',
      description: 'What the registration tells you.',
      image: 'https://griha.example/img.jpg',
      datePublished: '2026-06-30T12:00:00.000Z',
      dateModified: '2026-07-01T08:00:00.000Z',
      author: { name: 'Asha Rao', jobTitle: 'Legal advisor' },
      publisher,
      tags: ['rera', 'legal'],
      wordCount: 420,
    })
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'How to read a RERA registration',
      mainEntityOfPage: { '@id': 'https://griha.example/blogs/rera' },
      image: ['https://griha.example/img.jpg'],
      datePublished: '2026-06-30T12:00:00.000Z',
      dateModified: '2026-07-01T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Asha Rao', jobTitle: 'Legal advisor' },
      publisher: { '@type': 'Organization', name: 'Griha Homes', logo: { url: 'https://griha.example/logo.png' } },
      keywords: 'rera, legal',
      wordCount: 420,
    })
  })

  it('falls back to the publisher as author and leaves out what is unknown', () => {
    const data = blogPosting({
      title: 'x'.repeat(150),
      url: 'https://griha.example/blogs/x',
      description: null,
      image: null,
      datePublished: null,
      dateModified: null,
      author: null,
      publisher,
      tags: [],
      wordCount: 0,
    })
    expect((data.headline as string).length).toBe(110)
    expect(data.author).toEqual({ '@type': 'Organization', name: 'Griha Homes', url: 'https://griha.example/' })
    for (const key of ['description', 'image', 'datePublished', 'dateModified', 'keywords', 'wordCount']) expect(data).not.toHaveProperty(key)
  })
})
