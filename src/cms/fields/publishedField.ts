import type { CheckboxField } from 'payload'

/** Unticked documents are hidden from the public site and API but stay visible to staff. */
export const publishedField: CheckboxField = {
  name: 'published',
  type: 'checkbox',
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar', description: 'Untick to hide from the public site.' },
}
