/** The site's fixed public pages (docs/product.md §4), for the XML sitemap and the human /sitemap page. */
export type StaticPage = { path: string; label: string }

export const STATIC_PAGES: StaticPage[] = [
  { path: '/', label: 'Home' },
  { path: '/search', label: 'Search projects' },
  { path: '/offers', label: 'Offers' },
  { path: '/emi', label: 'EMI calculator' },
  { path: '/blogs', label: 'Blog' },
  { path: '/about', label: 'About us' },
  { path: '/services', label: 'Services' },
  { path: '/pricing', label: 'Pricing' },
  { path: '/faq', label: 'FAQ' },
  { path: '/nri', label: 'NRI corner' },
  { path: '/vastu', label: 'Vastu' },
  { path: '/phone', label: 'Talk to us by phone' },
  { path: '/guide', label: 'Home buying guide' },
  { path: '/gold', label: 'Gold membership' },
  { path: '/accreditations&associations', label: 'Accreditations and associations' },
  { path: '/awards&press', label: 'Awards and press' },
  { path: '/careers', label: 'Careers' },
  { path: '/contact', label: 'Contact us' },
  { path: '/privacy', label: 'Privacy policy' },
  { path: '/terms', label: 'Terms of use' },
  { path: '/sitemap', label: 'Sitemap' },
]
