import type { InfoRouteSpec } from './info-route'

/** The information pages of docs/product.md §4 that are CMS text plus FAQs, keyed by their generic page link. */
export const INFO_PAGES = {
  about: {
    link: 'about',
    path: '/about',
    eyebrow: 'About us',
    title: 'About us',
    description: 'Who we are, how we help home buyers and the team behind the advice.',
  },
  services: {
    link: 'services',
    path: '/services',
    eyebrow: 'Services',
    title: 'Our services',
    description: 'Home search, site visits, home loans, legal checks and NRI services from one team.',
  },
  guide: {
    link: 'guide',
    path: '/guide',
    eyebrow: 'Buyer’s guide',
    title: 'A guide to buying a new home',
    description: 'Budget, approvals, loans and paperwork: what to check before you book a new home.',
    faqTypes: ['buying', 'home-loans', 'legal'],
  },
  nri: {
    link: 'nri',
    path: '/nri',
    eyebrow: 'NRI services',
    title: 'Buying a home in India from abroad',
    description: 'How NRIs and OCIs can buy, pay for and register a home in India, with our help at each step.',
    faqTypes: ['nri'],
  },
  vastu: {
    link: 'vastu',
    path: '/vastu',
    eyebrow: 'Vastu',
    title: 'Vastu for your new home',
    description: 'Traditional vastu guidance on entrances, kitchens and bedrooms, and how to weigh it when you choose a home.',
    faqTypes: ['vastu'],
  },
  phone: {
    link: 'phone',
    path: '/phone',
    eyebrow: 'Call us',
    title: 'Talk to a property expert',
    description: 'Call our advisors for honest answers on projects, prices, site visits and home loans.',
    faqTypes: ['general'],
  },
  gold: {
    link: 'gold',
    path: '/gold',
    eyebrow: 'Gold membership',
    title: 'Gold membership',
    description: 'A dedicated advisor, early access to launches and a free legal check for a year.',
    faqTypes: ['gold'],
  },
  privacy: {
    link: 'privacy',
    path: '/privacy',
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your personal information.',
  },
  terms: {
    link: 'terms',
    path: '/terms',
    eyebrow: 'Legal',
    title: 'Terms of Use',
    description: 'The terms that apply when you use this website and its services.',
  },
} satisfies Record<string, InfoRouteSpec>

export type InfoPageKey = keyof typeof INFO_PAGES
