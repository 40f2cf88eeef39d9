import { createLimiter } from '@/lib/rate-limit'

export { NEWSLETTER_FIELDS } from './fields'

/** Sign-ups per IP address: 10 an hour is generous for a household, tight for a script. */
export const newsletterLimiter = createLimiter({ keyPrefix: 'newsletter-ip', points: 10, duration: 60 * 60 })

/** The page to return to with `newsletter=success` set (docs/product.md §6), other query parameters kept. */
export function withNewsletterSuccess(back: string): string {
  const url = new URL(back, 'http://site.invalid')
  url.searchParams.delete('submission')
  url.searchParams.set('newsletter', 'success')
  return `${url.pathname}${url.search}`
}
