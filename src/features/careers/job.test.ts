import { describe, expect, it } from 'vitest'

import type { Career } from '../../cms/payload-types'
import { richText } from '../../cms/seed/richText'
import { firstParagraph, jobUrl, richTextToPlain, toJobSummary } from './job'

// The seed's builder types its nodes loosely; the shape is the one Payload stores.
const description = richText(['Guide home buyers.', { heading: 'What you will do' }, { list: ['Answer enquiries', 'Lead site visits'] }, 'Send your CV.']) as unknown as NonNullable<Career['description']>

describe('richTextToPlain', () => {
  it('gives one line per paragraph, heading and list item', () => {
    expect(richTextToPlain(description)).toBe('Guide home buyers.\nWhat you will do\nAnswer enquiries\nLead site visits\nSend your CV.')
  })

  it('keeps markup-looking text as text', () => {
    expect(richTextToPlain(richText(['<script>alert(1)</script>']))).toBe('<script>alert(1)</script>')
  })

  it('is empty for missing content', () => {
    expect(richTextToPlain(null)).toBe('')
    expect(richTextToPlain(undefined)).toBe('')
    expect(richTextToPlain({ root: { type: 'root', children: [] } })).toBe('')
  })
})

describe('firstParagraph', () => {
  it('is the first non-empty paragraph', () => {
    expect(firstParagraph(richText(['', { heading: 'Role' }, 'Write guides.', 'More.']))).toBe('Write guides.')
    expect(firstParagraph(richText([{ heading: 'Only a heading' }]))).toBeNull()
  })
})

describe('toJobSummary', () => {
  it('maps a careers document', () => {
    expect(
      toJobSummary({ id: 3, title: 'Property Consultant', slug: 'property-consultant-bengaluru', location: ' Bengaluru ', type: 'Full-time', description }),
    ).toEqual({
      id: 3,
      title: 'Property Consultant',
      slug: 'property-consultant-bengaluru',
      url: '/careers/property-consultant-bengaluru',
      location: 'Bengaluru',
      type: 'Full-time',
      summary: 'Guide home buyers.',
    })
  })

  it('leaves out empty fields', () => {
    const job = toJobSummary({ id: 4, title: 'Writer', slug: 'writer', location: '', type: null, description: null })
    expect(job.location).toBeNull()
    expect(job.type).toBeNull()
    expect(job.summary).toBeNull()
    expect(jobUrl('writer')).toBe('/careers/writer')
  })
})
