import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload, type Where } from 'payload'

import type { NewsletterSubscriber } from '@/cms/payload-types'
import type { Locale } from '@/features/i18n/locales'
import { translator } from '@/features/i18n/messages.server'
import { purposeKey } from '@/features/leads/intake/secret.server'
import { env } from '@/lib/env'
import { sendMail } from '@/lib/mail/send'

import { CONFIRMATION_TTL_MS, confirmationToken, parseConfirmationToken, verifyConfirmationToken } from './confirm-token'

/**
 * Newsletter sign-ups with double opt-in (docs/product.md §17): a sign-up is pending until the link in
 * its confirmation mail is followed. Pending addresses get no other mail (NEWSLETTER_RECIPIENTS is
 * what any newsletter send reads) and are deleted 7 days after their last confirmation mail; signing
 * up again sends the confirmation again. A confirmed, subscribed address is left alone, no mail.
 */
export const NEWSLETTER_RECIPIENTS: Where = { and: [{ confirmed_at: { exists: true } }, { unsubscribed: { not_equals: true } }] }

const key = () => purposeKey('newsletter-confirm')

/**
 * The confirmation link. `language` (not part of the token) is the language of the page it answers
 * with: the one the sign-up came from.
 */
export function confirmationUrl(subscriber: Pick<NewsletterSubscriber, 'id' | 'email'>, sentAt: number, language: Locale = 'en'): string {
  const url = new URL('/newsletter/confirm', env().SITE_URL)
  url.searchParams.set('token', confirmationToken(key(), subscriber.id, subscriber.email, sentAt))
  if (language !== 'en') url.searchParams.set('language', language)
  return url.toString()
}

/** The confirmation mail, in the language of the page the sign-up came from. */
export function confirmationMail(link: string, language: Locale): { subject: string; text: string } {
  const t = translator(language, 'Newsletter')
  return { subject: t('mailSubject'), text: [t('mailIntro'), '', `${t('mailLink')}\n${link}`, '', t('mailIgnore')].join('\n') }
}

async function sendConfirmation(subscriber: Pick<NewsletterSubscriber, 'id' | 'email'>, sentAt: number, language: Locale): Promise<void> {
  await sendMail({ to: subscriber.email, ...confirmationMail(confirmationUrl(subscriber, sentAt, language), language) })
}

/** Deletes pending sign-ups whose last confirmation mail is older than 7 days. */
export async function forgetExpiredSignUps(payload: Payload, now: number = Date.now()): Promise<void> {
  await payload.delete({
    collection: 'newsletter-subscribers',
    where: { and: [{ confirmed_at: { exists: false } }, { confirmation_sent_at: { less_than: new Date(now - CONFIRMATION_TTL_MS).toISOString() } }] },
    overrideAccess: true,
  })
}

async function findByEmail(payload: Payload, email: string): Promise<NewsletterSubscriber | undefined> {
  const found = await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, limit: 1, depth: 0, pagination: false, overrideAccess: true })
  return found.docs[0]
}

/**
 * Records a sign-up of `email` (one record per address, any case) and mails its confirmation link,
 * unless the address is already confirmed and subscribed. Returns whether a confirmation was sent.
 */
export async function subscribeToNewsletter(
  email: string,
  source: string | undefined,
  language: Locale = 'en',
): Promise<{ created: boolean; mailed: boolean }> {
  const payload = await getPayload({ config })
  await forgetExpiredSignUps(payload)
  const now = Date.now()
  const sentAt = new Date(now).toISOString()
  const found = await findByEmail(payload, email)
  if (found) {
    if (found.confirmed_at && !found.unsubscribed) return { created: false, mailed: false }
    // Pending, or confirmed once and unsubscribed since: it stays as it is until the new link is followed.
    await payload.update({ collection: 'newsletter-subscribers', id: found.id, data: { confirmation_sent_at: sentAt }, overrideAccess: true })
    await sendConfirmation(found, now, language)
    return { created: false, mailed: true }
  }
  let created: NewsletterSubscriber
  try {
    created = await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, confirmation_sent_at: sentAt, ...(source ? { source } : {}) },
      overrideAccess: true,
    })
  } catch (error) {
    // Two sign-ups of one address at once: the unique index kept one, which mails its own link.
    if (await findByEmail(payload, email)) return { created: false, mailed: false }
    throw error
  }
  await sendConfirmation(created, now, language)
  return { created: true, mailed: true }
}

export type ConfirmationState =
  | { status: 'pending' | 'confirmed'; subscriber: NewsletterSubscriber }
  | { status: 'expired' | 'invalid' }

/** What a confirmation link names, without changing anything (the page shown for GET). */
export async function confirmationState(token: string | null): Promise<ConfirmationState> {
  const parsed = parseConfirmationToken(token)
  if (!parsed || !token) return { status: 'invalid' }
  const payload = await getPayload({ config })
  const subscriber = await payload.findByID({ collection: 'newsletter-subscribers', id: parsed.id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!subscriber) return { status: 'invalid' }
  const check = verifyConfirmationToken(key(), token, subscriber.email)
  if (check !== 'ok') return { status: check }
  return { status: subscriber.confirmed_at && !subscriber.unsubscribed ? 'confirmed' : 'pending', subscriber }
}

/** Follows a confirmation link: the address gets the newsletter from now on. */
export async function confirmSubscription(token: string | null): Promise<ConfirmationState> {
  const state = await confirmationState(token)
  if (state.status !== 'pending') return state
  const payload = await getPayload({ config })
  const subscriber = await payload.update({
    collection: 'newsletter-subscribers',
    id: state.subscriber.id,
    data: { confirmed_at: new Date().toISOString(), unsubscribed: false },
    overrideAccess: true,
  })
  return { status: 'confirmed', subscriber }
}
