import type { ArrayField } from 'payload'

/** Question-and-answer pairs shown on a page and as FAQPage structured data. */
export const faqField: ArrayField = {
  name: 'faq',
  label: 'FAQ',
  type: 'array',
  labels: { singular: 'Question', plural: 'Questions' },
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
  ],
}
