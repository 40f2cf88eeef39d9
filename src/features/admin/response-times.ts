/**
 * The /admin dashboard's response times (docs/product.md §15): per local week (Monday to Sunday, site time
 * zone), the median time from a lead coming in to its first status change, over the leads that
 * came in that week and have been worked. Pure: unit-tested in response-times.test.ts.
 */
import { addDays, isoDate, startOfZonedDay, zonedYmd } from '@/features/dates/time-zone'

export const RESPONSE_WEEKS = 12

export type WeekWindow = {
  /** The Monday the week starts on, YYYY-MM-DD. */
  week: string
  start: string
  end: string
}

export type WeekMedian = WeekWindow & {
  /** Leads of the week with a first status change. */
  count: number
  /** Median minutes to the first status change; null when none was worked. */
  medianMinutes: number | null
}

/** The last `count` local weeks up to and including the current one, oldest first. */
export function lastWeeks(now: Date, timeZone: string, count: number = RESPONSE_WEEKS): WeekWindow[] {
  const today = zonedYmd(now, timeZone)
  // 0 = Monday … 6 = Sunday, from the calendar date alone.
  const weekday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7
  const monday = addDays(today, -weekday)
  const weeks: WeekWindow[] = []
  for (let back = count - 1; back >= 0; back--) {
    const first = addDays(monday, -7 * back)
    weeks.push({
      week: isoDate(first),
      start: new Date(startOfZonedDay(first, timeZone)).toISOString(),
      end: new Date(startOfZonedDay(addDays(first, 7), timeZone)).toISOString(),
    })
  }
  return weeks
}

/** The median of the numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export type WorkedLead = { createdAt: Date; firstStatusChangeAt: Date }

/** Each week's median minutes to the first status change, by the week the lead came in. */
export function weeklyMedians(leads: readonly WorkedLead[], weeks: readonly WeekWindow[]): WeekMedian[] {
  const bounds = weeks.map((w) => [Date.parse(w.start), Date.parse(w.end)] as const)
  const minutes: number[][] = weeks.map(() => [])
  for (const lead of leads) {
    const created = lead.createdAt.getTime()
    const waited = (lead.firstStatusChangeAt.getTime() - created) / 60_000
    if (!Number.isFinite(waited) || waited < 0) continue
    const index = bounds.findIndex(([start, end]) => created >= start && created < end)
    if (index >= 0) minutes[index]!.push(waited)
  }
  return weeks.map((week, i) => ({ ...week, count: minutes[i]!.length, medianMinutes: median(minutes[i]!) }))
}

/** '42 min', '3.5 h', '2.1 d' for an axis or a table cell. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${Math.round(minutes)} min`
  if (minutes < 24 * 60) return `${Math.round((minutes / 60) * 10) / 10} h`
  return `${Math.round((minutes / (24 * 60)) * 10) / 10} d`
}
