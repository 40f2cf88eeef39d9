/**
 * What a site-visit booking says (docs/product.md §15): the lead's message for the sales team, the visitor's
 * confirmation mail with its iCalendar invitation, and the reminder. Pure: unit-tested beside it.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

import { dayName } from './day-name'

export { dayName }

export type VisitDetails = {
  bookingId: number
  project: string
  city: string | null
  address: string | null
  date: string
  start: string
  end: string
  startsAt: Date
  endsAt: Date
  timeZone: string
  visitorName: string
  visitorEmail: string | null
}

/** `Tue, 1 Dec 2026, 10:00–11:00` (the day and times as the visitor picked them, site time). */
export function visitWhen(date: string, start: string, end: string): string {
  return `${dayName(date, true)}, ${start}–${end}`
}

/** The lead's message: the booking, then anything the visitor wrote. */
export function visitMessage({ project, date, start, end, extra }: { project?: string; date: string; start: string; end: string; extra?: string }): string {
  const line = `Site visit${project ? ` to ${project}` : ''} on ${visitWhen(date, start, end)}`
  return extra?.trim() ? `${line}\n${extra.trim()}` : line
}

const place = (v: VisitDetails) => [v.address, v.city].filter(Boolean).join(', ') || v.project

/**
 * The invitation: one event in UTC (so every calendar shows the right local time), a UID stable per
 * booking (a resent confirmation updates the same event), the project's address as location.
 */
export function visitIcs(v: VisitDetails, site: { host: string; organizer: { name: string; email: string }; cancelUrl: string }): string {
  const calendar = ical({
    name: 'Site visit',
    method: ICalCalendarMethod.REQUEST,
    prodId: { company: site.host, product: 'site-visits', language: 'EN' },
  })
  calendar.createEvent({
    id: `site-visit-${v.bookingId}@${site.host}`,
    start: v.startsAt,
    end: v.endsAt,
    stamp: v.startsAt,
    summary: `Site visit: ${v.project}`,
    location: place(v),
    description: `Your site visit to ${v.project} on ${visitWhen(v.date, v.start, v.end)} (${v.timeZone}).\nCancel: ${site.cancelUrl}`,
    status: ICalEventStatus.CONFIRMED,
    organizer: site.organizer,
    ...(v.visitorEmail ? { attendees: [{ name: v.visitorName, email: v.visitorEmail, rsvp: false }] } : {}),
    url: site.cancelUrl,
  })
  return calendar.toString()
}

/** The visitor's mails in English and Hindi (docs/product.md §21): the lead's language picks one. */
type VisitWords = {
  confirmationSubject: (v: VisitDetails, when: string) => string
  reminderSubject: (v: VisitDetails, when: string) => string
  dear: (name: string) => string
  booked: (v: VisitDetails, when: string) => string
  reminder: (v: VisitDetails, when: string) => string
  where: (place: string) => string
  invitation: string
  cancel: (url: string) => string
}

const WORDS: Record<'en' | 'hi', VisitWords> = {
  en: {
    confirmationSubject: (v, when) => `Site visit booked: ${v.project}, ${when}`,
    reminderSubject: (v, when) => `Reminder: site visit to ${v.project} tomorrow, ${when}`,
    dear: (name) => `Dear ${name},`,
    booked: (v, when) => `your site visit to ${v.project} is booked for ${when} (${v.timeZone}).`,
    reminder: (v, when) => `a reminder of your site visit to ${v.project} on ${when} (${v.timeZone}).`,
    where: (place) => `Where: ${place}`,
    invitation: 'The invitation is attached; add it to your calendar. Our team will call you before the visit.',
    cancel: (url) => `Cannot come? Cancel the visit here: ${url}`,
  },
  hi: {
    confirmationSubject: (v, when) => `साइट विज़िट बुक हो गई: ${v.project}, ${when}`,
    reminderSubject: (v, when) => `याद दिला दें: कल ${v.project} की साइट विज़िट, ${when}`,
    dear: (name) => `प्रिय ${name},`,
    booked: (v, when) => `${v.project} की आपकी साइट विज़िट ${when} (${v.timeZone}) के लिए बुक हो गई है।`,
    reminder: (v, when) => `याद दिला दें कि ${v.project} की आपकी साइट विज़िट ${when} (${v.timeZone}) को है।`,
    where: (place) => `कहाँ: ${place}`,
    invitation: 'निमंत्रण साथ में है; इसे अपने कैलेंडर में जोड़ लें। विज़िट से पहले हमारी टीम आपको कॉल करेगी।',
    cancel: (url) => `नहीं आ पाएँगे? विज़िट यहाँ रद्द करें: ${url}`,
  },
}

const wordsOf = (language: string | null | undefined) => WORDS[language === 'hi' ? 'hi' : 'en']
const whenIn = (v: VisitDetails, language: string | null | undefined) =>
  language === 'hi' ? `${dayName(v.date, true, 'hi')}, ${v.start}–${v.end}` : visitWhen(v.date, v.start, v.end)

/** The confirmation, in the lead's language (English unless it came from a Hindi page). */
export function confirmationMail(v: VisitDetails, cancelUrl: string, language?: string | null): { subject: string; text: string } {
  const t = wordsOf(language)
  const when = whenIn(v, language)
  return {
    subject: t.confirmationSubject(v, when).replace(/[\r\n]+/g, ' '),
    text: [t.dear(v.visitorName), '', t.booked(v, when), t.where(place(v)), '', t.invitation, '', t.cancel(cancelUrl), ''].join('\n'),
  }
}

/** The reminder the day before, in the lead's language. */
export function reminderMail(v: VisitDetails, cancelUrl: string, language?: string | null): { subject: string; text: string } {
  const t = wordsOf(language)
  const when = whenIn(v, language)
  return {
    subject: t.reminderSubject(v, when).replace(/[\r\n]+/g, ' '),
    text: [t.dear(v.visitorName), '', t.reminder(v, when), t.where(place(v)), '', t.cancel(cancelUrl), ''].join('\n'),
  }
}
