/**
 * What the shell needs from site data (docs/product.md §3 `site-data`, §6), in one place: contact channels,
 * the disclaimer and whether a chat widget is configured. Pure.
 */
import { parseChatWidget } from '../chat-widget/widget'
import { telHref, whatsappHref } from '../help/links'
import { DEFAULT_DISCLAIMER, WHATSAPP_PREFILLED_TEXT } from '../../lib/site'

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'x'

export type ContactDetails = {
  phone: string | null
  phoneHref: string | null
  whatsappHref: string | null
  email: string | null
  address: string | null
  disclaimer: string
  chatWidget: boolean
  socials: { network: SocialNetwork; href: string }[]
}

/** The first non-empty item among alternative names an editor might have used. */
function pick(data: Readonly<Record<string, string>>, ...items: string[]): string | null {
  for (const item of items) {
    const value = data[item]?.trim()
    if (value) return value
  }
  return null
}

const SOCIAL_ITEMS: [SocialNetwork, string[]][] = [
  ['facebook', ['facebook', 'facebook_link', 'facebook_url']],
  ['instagram', ['instagram', 'instagram_link', 'instagram_url']],
  ['linkedin', ['linkedin', 'linkedin_link', 'linkedin_url']],
  ['youtube', ['youtube', 'youtube_link', 'youtube_url']],
  ['x', ['x', 'twitter', 'twitter_link', 'twitter_url', 'x_link']],
]

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export function contactDetails(data: Readonly<Record<string, string>>): ContactDetails {
  const phone = pick(data, 'phone_number', 'phone')
  const email = pick(data, 'email', 'contact_email', 'email_id', 'sales_email')
  return {
    phone,
    phoneHref: telHref(phone),
    whatsappHref: whatsappHref(pick(data, 'whatsappbot', 'whatsapp'), WHATSAPP_PREFILLED_TEXT),
    email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
    address: pick(data, 'address', 'office_address'),
    disclaimer: pick(data, 'disclaimer', 'disclaimer_text') ?? DEFAULT_DISCLAIMER,
    chatWidget: parseChatWidget(data.chat_widget, data.chat_widget_host) !== null,
    socials: SOCIAL_ITEMS.flatMap(([network, items]) => {
      const href = pick(data, ...items)
      return href && isWebLink(href) ? [{ network, href }] : []
    }),
  }
}
