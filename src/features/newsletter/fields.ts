/**
 * The footer form's field names: the address, a honeypot bots fill in, the page to return to and
 * the page's language.
 * Plain data, so the form (rendered by the footer, a client component) and the route share them.
 */
export const NEWSLETTER_FIELDS = { email: 'email', honeypot: 'website', back: 'back', language: 'language' } as const
