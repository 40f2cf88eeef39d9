import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { atLeastSibling } from '../fields/rangeValidator'
import { slugField } from '../fields/slugField'

export const Cities: CollectionConfig = {
  slug: 'cities',
  labels: { singular: 'City', plural: 'Cities' },
  admin: {
    group: 'Listings',
    useAsTitle: 'city_name',
    defaultColumns: ['city_name', 'slug', 'loan_interest_minimum', 'loan_interest_maximum'],
  },
  defaultSort: 'city_name',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'city_name', label: 'City', type: 'text', required: true, unique: true, index: true, localized: true },
    slugField('city_name'),
    {
      name: 'state',
      type: 'text',
      admin: { description: "The city's state, e.g. Karnataka: property pages link RERA numbers to that state's RERA portal (site data rera_portals)." },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'loan_interest_minimum',
          label: 'Home loan rate from (% a year)',
          type: 'number',
          min: 0,
          max: 100,
        },
        {
          name: 'loan_interest_maximum',
          label: 'Home loan rate to (% a year)',
          type: 'number',
          min: 0,
          max: 100,
          validate: atLeastSibling(
            'loan_interest_minimum',
            'The highest loan rate must be at least the lowest loan rate',
          ),
        },
      ],
    },
    {
      name: 'location',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', min: -90, max: 90 },
            { name: 'longitude', type: 'number', min: -180, max: 180 },
          ],
        },
      ],
    },
  ],
}
