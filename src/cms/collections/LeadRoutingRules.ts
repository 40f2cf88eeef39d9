import type { CollectionConfig } from 'payload'

import { assignableToLeads } from '../access/assignableToLeads'
import { hiddenUnlessRole } from '../access/hiddenUnlessRole'
import { isAdmin } from '../access/isAdmin'
import { isSalesOrAdmin } from '../access/isSalesOrAdmin'
import { LEAD_FORMS } from './Leads'

/**
 * Who a new lead goes to (docs/product.md §15). Active rules are tried by `priority`, lowest first; the first
 * whose conditions all hold assigns the lead. An empty condition matches every lead. Several
 * assignees share the rule's leads in turn (round-robin, `rr_counter`: docs/decisions/022-lead-routing-and-sla-alerts.md).
 */
export const LeadRoutingRules: CollectionConfig = {
  slug: 'lead-routing-rules',
  labels: { singular: 'Lead routing rule', plural: 'Lead routing rules' },
  admin: {
    group: 'Leads',
    useAsTitle: 'name',
    defaultColumns: ['name', 'active', 'priority', 'cities', 'forms', 'assignees'],
    hidden: hiddenUnlessRole('admin', 'sales'),
    description:
      'New leads are assigned by the first active rule (lowest priority number first) whose conditions all match; an empty condition matches any lead. Several assignees take turns.',
  },
  defaultSort: 'priority',
  access: { read: isSalesOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'active', type: 'checkbox', defaultValue: true, index: true },
        {
          name: 'priority',
          type: 'number',
          required: true,
          defaultValue: 100,
          index: true,
          admin: { description: 'Lower numbers are tried first.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Matches leads (empty: any)',
      fields: [
        { name: 'cities', type: 'relationship', relationTo: 'cities', hasMany: true },
        { name: 'properties', type: 'relationship', relationTo: 'properties', hasMany: true },
        { name: 'forms', type: 'select', hasMany: true, options: [...LEAD_FORMS] },
      ],
    },
    {
      name: 'assignees',
      type: 'relationship',
      relationTo: 'editors',
      hasMany: true,
      required: true,
      minRows: 1,
      filterOptions: assignableToLeads,
      admin: { description: 'One person, or several who take the leads in turn. Staff no longer in sales or admin are skipped.' },
    },
    {
      name: 'rr_counter',
      label: 'Leads assigned',
      type: 'number',
      defaultValue: 0,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', description: 'Advanced by one per assigned lead, in one statement.' },
    },
  ],
}
