/**
 * Fixed facts about the public site: its name, the SPEC §11 constants, cookie names and the link
 * lists of the header and footer. Plain data, safe to import from server and client code.
 */

export const SITE_NAME = 'Griha Homes'
export const SITE_TAGLINE = 'Verified new homes, RERA numbers and honest prices across India'

/** SPEC §11 limits and timings (milliseconds and CSS pixels). */
export const TOAST_GLOBAL_MS = 3000
export const TOAST_FORM_MS = 5000
export const POPUP_WIDTH_PX = 500
export const AD_POPUP_WIDTH_PX = 760
export const AD_POPUP_IMAGE_MIN_HEIGHT_PX = 400
export const HELP_ICON_DESKTOP_MS = 2000
export const HELP_ICON_MOBILE_MS = 4000
export const CHAT_WIDGET_OFFSET_PX = 140
export const CHAT_WIDGET_OFFSET_NARROW_PX = 100
/** Widths at or below this use the narrow chat offset (SPEC §6). */
export const NARROW_MAX_WIDTH_PX = 468
/** Where the help button switches between its mobile and desktop layout (Tailwind `md`). */
export const MOBILE_MAX_WIDTH_PX = 767

/** Cookies of SPEC §6. */
export const CITY_COOKIE = 'city'
export const LANGUAGE_COOKIE = 'language'
export const DEFAULT_LANGUAGE = 'EN'
export const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365
/** The placeholder city meaning "no city filter" (SPEC §3). */
export const ALL_CITIES = 'All cities'

/** sessionStorage key that remembers the disclaimer was shown in this browser session. */
export const DISCLAIMER_SESSION_KEY = 'disclaimer'
export const DEFAULT_DISCLAIMER =
  'The information on this website is for general guidance only. Griha Homes is not liable for any inaccurate information; please validate all details, prices and approvals with the developers before you buy.'

export const WHATSAPP_PREFILLED_TEXT = 'Hi, I would like to know more about your services.'
export const HELP_ENQUIRY_SOURCE = 'clicked enq button from bottom'

/** Query-parameter dialogs (SPEC §6): parameter, expected value, title and text. */
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
    text: 'You are now subscribed to our newsletter',
  },
] as const

export type NavLink = { href: string; label: string }

export const HEADER_LINKS: NavLink[] = [
  { href: '/search', label: 'Projects' },
  { href: '/offers', label: 'Offers' },
  { href: '/#builders', label: 'Builders' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/emi', label: 'EMI' },
  { href: '/contact', label: 'Contact' },
]

/** Every information page of SPEC §4, grouped for the footer. */
export const FOOTER_GROUPS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About us' },
      { href: '/services', label: 'Services' },
      { href: '/careers', label: 'Careers' },
      { href: '/contact', label: 'Contact' },
      { href: '/accreditations&associations', label: 'Accreditations & associations' },
      { href: '/awards&press', label: 'Awards & press' },
    ],
  },
  {
    title: 'Buying a home',
    links: [
      { href: '/offers', label: 'Offers' },
      { href: '/emi', label: 'EMI calculator' },
      { href: '/pricing', label: 'Pricing' },
      { href: '/guide', label: 'Buyer’s guide' },
      { href: '/nri', label: 'NRI corner' },
      { href: '/vastu', label: 'Vastu' },
      { href: '/gold', label: 'Gold' },
    ],
  },
  {
    title: 'Help',
    links: [
      { href: '/faq', label: 'FAQ' },
      { href: '/phone', label: 'Call us' },
      { href: '/blogs', label: 'Blogs' },
      { href: '/sitemap', label: 'Sitemap' },
      { href: '/privacy', label: 'Privacy policy' },
      { href: '/terms', label: 'Terms of use' },
    ],
  },
]
