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

export function confirmationMail(v: VisitDetails, cancelUrl: string): { subject: string; text: string } {
  const when = visitWhen(v.date, v.start, v.end)
  return {
    subject: `Site visit booked: ${v.project}, ${when}`.replace(/[\r\n]+/g, ' '),
    text: [
      `Dear ${v.visitorName},`,
      '',
      `your site visit to ${v.project} is booked for ${when} (${v.timeZone}).`,
      `Where: ${place(v)}`,
      '',
      'The invitation is attached; add it to your calendar. Our team will call you before the visit.',
      '',
      `Cannot come? Cancel the visit here: ${cancelUrl}`,
      '',
    ].join('\n'),
  }
}

export function reminderMail(v: VisitDetails, cancelUrl: string): { subject: string; text: string } {
  const when = visitWhen(v.date, v.start, v.end)
  return {
    subject: `Reminder: site visit to ${v.project} tomorrow, ${when}`.replace(/[\r\n]+/g, ' '),
    text: [
      `Dear ${v.visitorName},`,
      '',
      `a reminder of your site visit to ${v.project} on ${when} (${v.timeZone}).`,
      `Where: ${place(v)}`,
      '',
      `Cannot come? Cancel the visit here: ${cancelUrl}`,
      '',
    ].join('\n'),
  }
}
