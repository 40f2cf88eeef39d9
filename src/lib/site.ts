/**
 * Fixed facts about the public site: its name, the docs/product.md §11 constants, cookie names and the link
 * lists of the header and footer. Plain data, safe to import from server and client code.
 */

export const SITE_NAME = 'Griha Homes'
export const SITE_TAGLINE = 'Verified new homes, RERA numbers and honest prices across India'

/** docs/product.md §11 limits and timings (milliseconds and CSS pixels). */
export const TOAST_GLOBAL_MS = 3000
export const TOAST_FORM_MS = 5000
export const POPUP_WIDTH_PX = 500
export const AD_POPUP_WIDTH_PX = 760
export const AD_POPUP_IMAGE_MIN_HEIGHT_PX = 400
export const HELP_ICON_DESKTOP_MS = 2000
export const HELP_ICON_MOBILE_MS = 4000
export const CHAT_WIDGET_OFFSET_PX = 140
export const CHAT_WIDGET_OFFSET_NARROW_PX = 100
/** Widths at or below this use the narrow chat offset (docs/product.md §6). */
export const NARROW_MAX_WIDTH_PX = 468
/** Where the help button switches between its mobile and desktop layout (Tailwind `md`). */
export const MOBILE_MAX_WIDTH_PX = 767

/** Cookies of docs/product.md §6. */
export const CITY_COOKIE = 'city'
export const LANGUAGE_COOKIE = 'language'
export const DEFAULT_LANGUAGE = 'EN'
export const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365
/** The placeholder city meaning "no city filter" (docs/product.md §3). */
export const ALL_CITIES = 'All cities'

/** sessionStorage key that remembers the disclaimer was shown in this browser session. */
export const DISCLAIMER_SESSION_KEY = 'disclaimer'
export const DEFAULT_DISCLAIMER =
  'The information on this website is for general guidance only. Griha Homes is not liable for any inaccurate information; please validate all details, prices and approvals with the developers before you buy.'

export const WHATSAPP_PREFILLED_TEXT = 'Hi, I would like to know more about your services.'
export const HELP_ENQUIRY_SOURCE = 'clicked enq button from bottom'

/** Query-parameter dialogs (docs/product.md §6): parameter, expected value, title and text. */
export const QUERY_DIALOGS = [
  {
    param: 'submission',
    value: 'success',
    title: 'Request Submitted',
    text: 'We have received your request. Our representative will contact you shortly.',
  },
  {
    param: 'newsletter',
    value: 'success',
    title: 'Newsletter Subscription',
    text: 'Almost done: we have sent you an e-mail. Follow the link in it within 7 days to confirm your subscription; until then we send you nothing else.',
  },
] as const

/** A link of the header or footer: its English path and its label's key in messages/<locale>.json's `Nav`. */
export type NavLink = { href: string; key: NavKey }
/** The keys of messages/<locale>.json's `Nav` (the labels of the site's own links, docs/product.md §21). */
export type NavKey = keyof (typeof import('../../messages/en.json'))['Nav']

export const HEADER_LINKS: NavLink[] = [
  { href: '/search', key: 'projects' },
  { href: '/offers', key: 'offers' },
  { href: '/#builders', key: 'builders' },
  { href: '/blogs', key: 'blogs' },
  { href: '/emi', key: 'emi' },
  { href: '/contact', key: 'contact' },
]

/** Every information page of docs/product.md §4, grouped for the footer. */
export const FOOTER_GROUPS: { title: NavKey; links: NavLink[] }[] = [
  {
    title: 'company',
    links: [
      { href: '/about', key: 'aboutUs' },
      { href: '/services', key: 'services' },
      { href: '/careers', key: 'careers' },
      { href: '/contact', key: 'contact' },
      { href: '/accreditations&associations', key: 'accreditations' },
      { href: '/awards&press', key: 'awards' },
    ],
  },
  {
    title: 'buying',
    links: [
      { href: '/offers', key: 'offers' },
      { href: '/emi', key: 'emiCalculator' },
      { href: '/pricing', key: 'pricing' },
      { href: '/guide', key: 'guide' },
      { href: '/nri', key: 'nri' },
      { href: '/vastu', key: 'vastu' },
      { href: '/gold', key: 'gold' },
    ],
  },
  {
    title: 'help',
    links: [
      { href: '/faq', key: 'faq' },
      { href: '/phone', key: 'callUs' },
      { href: '/blogs', key: 'blogs' },
      { href: '/sitemap', key: 'sitemap' },
      { href: '/privacy', key: 'privacy' },
      { href: '/terms', key: 'terms' },
    ],
  },
]
