import type { Locale } from '@/features/i18n/locales'

import { NEWSLETTER_FIELDS } from './fields'

/**
 * The footer's newsletter sign-up: a plain form (no JavaScript) posting to /newsletter, which comes
 * back to the same page with `?newsletter=success` and its dialog. It posts the page's language, in
 * which the route answers and the confirmation mail is written.
 */
export function NewsletterForm({ label, button, language }: { label: string; button: string; language: Locale }) {
  return (
    <form method="post" action="/newsletter" className="mt-6 max-w-sm" data-testid="newsletter-form">
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">
        {label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="newsletter-email"
          name={NEWSLETTER_FIELDS.email}
          type="email"
          required
          minLength={8}
          maxLength={256}
          autoComplete="email"
          placeholder="you@example.com"
          className="newsletter-input"
        />
        <button type="submit" className="newsletter-button">
          {button}
        </button>
      </div>
      <input type="hidden" name={NEWSLETTER_FIELDS.language} value={language} />
      <div aria-hidden="true" className="honeypot">
        <label htmlFor="newsletter-website">Leave this field empty</label>
        <input id="newsletter-website" name={NEWSLETTER_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </form>
  )
}
