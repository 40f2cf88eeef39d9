import type { ArrayField } from 'payload'

/**
 * Question-and-answer pairs shown on a page and as FAQPage structured data; a list per language
 * (docs/product.md §21): a Hindi page shows the Hindi list, or the English one while it is empty.
 */
export const faqField: ArrayField = {
  name: 'faq',
  label: 'FAQ',
  type: 'array',
  localized: true,
  labels: { singular: 'Question', plural: 'Questions' },
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
  ],
}
