import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'

export const SiteData: CollectionConfig = {
  slug: 'site-data',
  labels: { singular: 'Site data item', plural: 'Site data' },
  admin: {
    group: 'Settings',
    useAsTitle: 'item',
    defaultColumns: ['item', 'content'],
    description:
      'Named texts the site reads: phone_number, whatsappbot, g_tag_id, profanity_list (one word a line), disclaimer, ad_popup (JSON), rera_portals (one "State = URL" a line: where RERA numbers are verified), visit_hours (10:00-18:00), visit_slot_minutes (60), visit_slot_capacity (3), visit_closed_days (weekday names and/or YYYY-MM-DD dates, one a line): site visits, overridden per property; whatsapp_number (the WhatsApp button on property pages; none when empty), lead_sla_minutes (a lead still new after this many minutes alerts its assignee and admins; default 30).',
  },
  defaultSort: 'item',
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  fields: [
    { name: 'item', type: 'text', required: true, unique: true, index: true },
    // Localized (docs/product.md §21) for the texts visitors read, such as the disclaimer; the
    // site reads the other items (numbers, ids, lists) in English only.
    { name: 'content', type: 'textarea', localized: true },
  ],
}
