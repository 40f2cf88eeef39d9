/**
 * Visiting hours and slots of site visits (docs/product.md §15). The site's defaults are site data items, a
 * property may override any of them in the CMS (its `visiting_hours` group), and a day's slots are
 * computed from the result in the site time zone. Pure: used by the slots API, the intake, the
 * property page's booking form and the unit tests.
 *
 * Site data items (each optional; a missing or unreadable one falls back to the default):
 * - `visit_hours`: opening and closing time, `10:00-18:00`;
 * - `visit_slot_minutes`: length of a slot in minutes, `60`;
 * - `visit_slot_capacity`: visits a slot takes, `3`;
 * - `visit_closed_days`: days without visits, one a line or comma-separated: weekday names
 *   (`Sunday`) and/or dates (`2026-12-25`).
 */
import { addDays, isoDate, zonedYmd, zoneOffsetMs } from '../dates/time-zone'

export const VISIT_ITEMS = {
  hours: 'visit_hours',
  slotMinutes: 'visit_slot_minutes',
  capacity: 'visit_slot_capacity',
  closedDays: 'visit_closed_days',
} as const

/** How many days ahead a visit can be booked, today included. */
export const BOOKING_DAYS = 14

export type VisitingHours = {
  /** Minutes after midnight. */
  opens: number
  closes: number
  slotMinutes: number
  capacity: number
  /** Weekdays 0 (Sunday) – 6 without visits. */
  closedWeekdays: readonly number[]
  /** `YYYY-MM-DD` days without visits. */
  closedDates: readonly string[]
}

export const DEFAULT_VISITING_HOURS: VisitingHours = {
  opens: 10 * 60,
  closes: 18 * 60,
  slotMinutes: 60,
  capacity: 3,
  closedWeekdays: [],
  closedDates: [],
}

/** The property's optional overrides, as the CMS stores them (empty: the site's value). */
export type VisitingHoursOverride = {
  opens?: string | null
  closes?: string | null
  slot_minutes?: number | null
  capacity?: number | null
  closed_days?: string | null
}

export type Slot = { start: string; end: string }
export type SlotAvailability = Slot & { available: number }

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

/** `HH:MM` (24 h) → minutes after midnight; `24:00` is allowed as a closing time. */
export function parseClock(value: string | null | undefined): number | null {
  const m = /^\s*(\d{1,2}):([0-5]\d)\s*$/.exec(value ?? '')
  if (!m) return null
  const minutes = Number(m[1]) * 60 + Number(m[2])
  return minutes <= 24 * 60 ? minutes : null
}

export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

function positiveInt(value: unknown, max: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isInteger(n) && n > 0 && n <= max ? n : null
}

/** `Sunday, 2026-12-25` or one a line → weekdays and dates; anything else is skipped. */
export function parseClosedDays(text: string | null | undefined): { closedWeekdays: number[]; closedDates: string[] } {
  const closedWeekdays: number[] = []
  const closedDates: string[] = []
  for (const raw of (text ?? '').split(/[\n,;]+/)) {
    const entry = raw.trim().toLowerCase()
    if (!entry) continue
    const weekday = WEEKDAYS.findIndex((day) => day === entry || day.slice(0, 3) === entry)
    if (weekday >= 0) {
      if (!closedWeekdays.includes(weekday)) closedWeekdays.push(weekday)
    } else if (/^\d{4}-\d{2}-\d{2}$/.test(entry)) {
      closedDates.push(entry)
    }
  }
  return { closedWeekdays, closedDates }
}

/** `10:00-18:00` (any dash) → minutes; null when unreadable or not opening before closing. */
function parseHours(text: string | null | undefined): { opens: number; closes: number } | null {
  const [a, b] = (text ?? '').split(/\s*[-–—]\s*|\s+to\s+/)
  const opens = parseClock(a)
  const closes = parseClock(b)
  return opens !== null && closes !== null && opens < closes ? { opens, closes } : null
}

/** The visiting hours of a property: its overrides on top of the site data items on top of the defaults. */
export function visitingHours(siteData: Readonly<Record<string, string>>, override?: VisitingHoursOverride | null): VisitingHours {
  const site = parseHours(siteData[VISIT_ITEMS.hours])
  let hours: VisitingHours = {
    ...DEFAULT_VISITING_HOURS,
    ...(site ?? {}),
    slotMinutes: positiveInt(siteData[VISIT_ITEMS.slotMinutes], 24 * 60) ?? DEFAULT_VISITING_HOURS.slotMinutes,
    capacity: positiveInt(siteData[VISIT_ITEMS.capacity], 1000) ?? DEFAULT_VISITING_HOURS.capacity,
    ...parseClosedDays(siteData[VISIT_ITEMS.closedDays]),
  }
  if (override) {
    const opens = parseClock(override.opens) ?? hours.opens
    const closes = parseClock(override.closes) ?? hours.closes
    hours = {
      ...hours,
      ...(opens < closes ? { opens, closes } : {}),
      slotMinutes: positiveInt(override.slot_minutes, 24 * 60) ?? hours.slotMinutes,
      capacity: positiveInt(override.capacity, 1000) ?? hours.capacity,
      ...(override.closed_days?.trim() ? parseClosedDays(override.closed_days) : {}),
    }
  }
  return hours
}

function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()
}

/** Every slot of a day that is open, in order; [] on a closed day. Slots end by closing time. */
export function daySlots(hours: VisitingHours, date: string): Slot[] {
  if (hours.closedDates.includes(date) || hours.closedWeekdays.includes(weekdayOf(date))) return []
  const slots: Slot[] = []
  for (let start = hours.opens; start + hours.slotMinutes <= hours.closes; start += hours.slotMinutes) {
    slots.push({ start: formatClock(start), end: formatClock(start + hours.slotMinutes) })
  }
  return slots
}

/** The bookable days as `YYYY-MM-DD`: today and the next 13 in the time zone. */
export function bookingDays(now: Date, timeZone: string, days = BOOKING_DAYS): string[] {
  const today = zonedYmd(now, timeZone)
  return Array.from({ length: days }, (_, i) => isoDate(addDays(today, i)))
}

/** The instant a wall-clock time of a day happens in the time zone (two passes, like startOfZonedDay). */
export function zonedInstant(date: string, clock: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number)
  const minutes = parseClock(clock) ?? 0
  const wall = Date.UTC(y!, m! - 1, d!, 0, minutes)
  const first = wall - zoneOffsetMs(wall, timeZone)
  return new Date(wall - zoneOffsetMs(first, timeZone))
}

export type SlotQuery = {
  hours: VisitingHours
  date: string
  now: Date
  timeZone: string
  /** Places taken per slot start. */
  booked?: ReadonlyMap<string, number>
}

/**
 * The slots a visitor may still pick on a day with their free places; null when the day is not
 * one of the bookable days. Slots that have begun are left out.
 */
export function availableSlots({ hours, date, now, timeZone, booked = new Map() }: SlotQuery): SlotAvailability[] | null {
  if (!bookingDays(now, timeZone).includes(date)) return null
  return daySlots(hours, date)
    .filter((slot) => zonedInstant(date, slot.start, timeZone).getTime() > now.getTime())
    .map((slot) => ({ ...slot, available: Math.max(0, hours.capacity - (booked.get(slot.start) ?? 0)) }))
}

export type BookingCheck =
  | { ok: true; slot: Slot; startsAt: Date; endsAt: Date; capacity: number }
  | { ok: false; field: 'visit_date' | 'visit_slot' }

/** Whether a day and a slot start can be booked now (ignoring how full it is). */
export function checkBooking(hours: VisitingHours, date: string, start: string, now: Date, timeZone: string): BookingCheck {
  const slots = availableSlots({ hours, date, now, timeZone })
  if (slots === null || daySlots(hours, date).length === 0) return { ok: false, field: 'visit_date' }
  const slot = slots.find((s) => s.start === start)
  if (!slot) return { ok: false, field: 'visit_slot' }
  return {
    ok: true,
    slot: { start: slot.start, end: slot.end },
    startsAt: zonedInstant(date, slot.start, timeZone),
    endsAt: zonedInstant(date, slot.end, timeZone),
    capacity: hours.capacity,
  }
}

/** The site data items' default texts, for the seed. */
export const VISIT_SITE_DATA_DEFAULTS: { item: string; content: string }[] = [
  { item: VISIT_ITEMS.hours, content: '10:00-18:00' },
  { item: VISIT_ITEMS.slotMinutes, content: '60' },
  { item: VISIT_ITEMS.capacity, content: '3' },
  { item: VISIT_ITEMS.closedDays, content: '' },
]
