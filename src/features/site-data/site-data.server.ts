import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { chatSources, parseChatWidget } from '@/features/chat-widget/widget'
import { parseTagId, TAG_ID_ITEM, tagSources } from '@/features/analytics/tag'
import type { Locale } from '@/features/i18n/locales'
import { CACHE_TAGS, cachedQuery } from '@/lib/cache'
import { setThirdPartySources, type ThirdPartySources } from '@/lib/server/third-party-sources'

/** Site data items (docs/product.md §3 `site-data`) as item → content, e.g. `phone_number`, `whatsappbot`. */
export type SiteData = Readonly<Record<string, string>>

/** What a failed read gives: the published sources stay as they were. */
const NO_SITE_DATA: SiteData = Object.freeze({})

const readSiteData = cachedQuery(
  'site-data',
  [CACHE_TAGS.siteData],
  async (): Promise<SiteData> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'site-data',
      overrideAccess: false,
      pagination: false,
      limit: 500,
      depth: 0,
      select: { item: true, content: true },
    })
    return Object.fromEntries(result.docs.map((d) => [d.item.trim(), (d.content ?? '').trim()]))
  },
  NO_SITE_DATA,
)

/**
 * The site data items a visitor reads as text (docs/product.md §21: site texts are localized in
 * the CMS). Every other item (numbers, ids, lists) is read in English only.
 */
export const VISITOR_TEXT_ITEMS = ['disclaimer', 'disclaimer_text'] as const

const readSiteTexts = cachedQuery(
  'site-texts',
  [CACHE_TAGS.siteData],
  async (locale: Locale): Promise<SiteData> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'site-data',
      locale,
      overrideAccess: false,
      pagination: false,
      limit: VISITOR_TEXT_ITEMS.length,
      depth: 0,
      where: { item: { in: [...VISITOR_TEXT_ITEMS] } },
      select: { item: true, content: true },
    })
    return Object.fromEntries(result.docs.flatMap((d) => (d.content?.trim() ? [[d.item.trim(), d.content.trim()]] : [])))
  },
  NO_SITE_DATA,
)

/** The site data with its visitor texts in `locale` (each falls back to English in Payload). */
export async function siteDataIn(locale: Locale, data: SiteData): Promise<SiteData> {
  return locale === 'en' ? data : { ...data, ...(await readSiteTexts(locale)) }
}

/** The other origins the site data turns on: Google's tag (`g_tag_id`) and the chat widget. */
export function thirdPartySourcesOf(data: SiteData): ThirdPartySources {
  const tag = tagSources(parseTagId(data[TAG_ID_ITEM]))
  const chat = chatSources(parseChatWidget(data.chat_widget, data.chat_widget_host))
  return { script: [...tag.script, ...chat.script], connect: [...tag.connect, ...chat.connect], frame: [...tag.frame, ...chat.frame] }
}

/**
 * The site data, and the CSP's other origins published from it (src/lib/server/third-party-sources.ts)
 * on every read: the policy follows the site data this instance last read.
 */
export async function getSiteData(): Promise<SiteData> {
  const data = await readSiteData()
  if (data !== NO_SITE_DATA) setThirdPartySources(thirdPartySourcesOf(data))
  return data
}

const REFRESH_MS = 60_000

/**
 * Reads the site data at start and every minute (from the content cache, so nearly free), so the
 * policy is right for pages this instance serves from a cache without rendering them (after a
 * restart, or rendered by another instance).
 */
export function keepThirdPartySourcesFresh(): void {
  void getSiteData()
  setInterval(() => void getSiteData(), REFRESH_MS).unref()
}
