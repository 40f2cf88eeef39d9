import type { TextField } from 'payload'

import { slugify } from './slugify'

type Options = { unique?: boolean; required?: boolean; description?: string }

/**
 * A `slug` text field filled from `sourceField` when left empty. Uniqueness is global when
 * `unique` is set; collections that scope it (properties: per city) check it in a hook instead.
 */
export function slugField(sourceField: string, name = 'slug', options: Options = {}): TextField {
  return {
    name,
    type: 'text',
    index: true,
    unique: options.unique ?? true,
    admin: {
      position: 'sidebar',
      description: options.description ?? `Used in URLs. Left empty, it is made from ${sourceField}.`,
    },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          if (typeof value === 'string' && value.trim() !== '') return slugify(value)
          const source = siblingData?.[sourceField]
          return typeof source === 'string' ? slugify(source) || value : value
        },
      ],
    },
    validate: (value: unknown) =>
      options.required === false || (typeof value === 'string' && value !== '')
        ? true
        : `Please give a slug (letters and digits) or a ${sourceField} to make one from`,
  }
}
