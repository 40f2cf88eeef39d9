/** Day names for site visits; pure and tiny, so the live booking form can import it. */
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * `Tue, 1 Dec` for `2026-12-01`: the day itself (no instant, so no time zone shift); `year` adds
 * ` 2026`. In Hindi (`language` 'hi') the browser's or Node's own Hindi names: `मंगल, 1 दिस॰`.
 */
export function dayName(date: string, year = false, language?: string): string {
  const [y, m, d] = date.split('-').map(Number)
  const day = new Date(Date.UTC(y!, m! - 1, d!))
  if (language === 'hi') {
    return new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(day)
  }
  return `${WEEKDAY[day.getUTCDay()]}, ${d} ${MONTH[m! - 1]}${year ? ` ${y}` : ''}`
}

/** The open days of a booking form, sent compactly: the first day and the offsets (0–13) without visits. */
export type OpenDays = { first: string; closed: readonly number[] }

/** The `YYYY-MM-DD` days of `OpenDays`, in order (14 days from `first`, the closed ones left out). */
export function openDayList({ first, closed }: OpenDays, count = 14): string[] {
  const [y, m, d] = first.split('-').map(Number)
  const days: string[] = []
  for (let i = 0; i < count; i++) {
    if (closed.includes(i)) continue
    days.push(new Date(Date.UTC(y!, m! - 1, d! + i)).toISOString().slice(0, 10))
  }
  return days
}
