import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { visitsPerDay } from './bookings.server'
import { bookingDays } from './hours'

export type VisitDay = { day: string; count: number }

/** Booked (not cancelled) site visits per day for today and the next 13 days, in the site time zone. */
export async function upcomingVisitDays(timeZone: string, options: { payload?: Payload; now?: Date } = {}): Promise<VisitDay[]> {
  const payload = options.payload ?? (await getPayload({ config }))
  const days = bookingDays(options.now ?? new Date(), timeZone)
  const counts = await visitsPerDay(payload, days[0]!, days.at(-1)!)
  return days.map((day) => ({ day, count: counts.get(day) ?? 0 }))
}
