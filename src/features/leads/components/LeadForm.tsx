'use client'

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'

import { showQueryDialog } from '@/components/site/QueryDialogs'
import { track } from '@/features/analytics/analytics'
import { toast } from '@/components/ui/toast-store'

import { dayName, openDayList } from '../../site-visits/day-name'
import { FIELD } from '../fields'
import { fillIn, shownMessage } from '../form-strings'
import { interestMessage, toggleBhk } from '../interest'
import {
  CONSENT_REQUIRED,
  FALLBACK_COUNTRIES,
  initialMessage,
  type LeadFormConfig,
  LeadFormView,
  type LiveSlot,
  type LiveValues,
} from './LeadFormView'
import { leadStrings, leadStringsPending, loadLeadStrings } from './lead-strings-client'
import { fillFormFromPrefill, loadPrefill, type Prefill } from './prefill-client'

export { loadLeadStrings }

type Runtime = typeof import('./lead-runtime')
type Errors = Partial<Record<string, string>>

const SEARCH_DEBOUNCE_MS = 250

/** The fields a message can be shown under; a server error for any other field becomes a toast. */
function shownFields(config: LeadFormConfig): string[] {
  const name = config.kind === 'cv' ? FIELD.nameFirst : FIELD.name
  const rest = config.kind === 'cv' ? [FIELD.location, FIELD.file] : [FIELD.message]
  const visit = config.kind === 'site-visit' ? [FIELD.visitDate, FIELD.visitSlot] : []
  return [...visit, name, FIELD.email, FIELD.phoneNumber, ...rest, FIELD.consent]
}

function startValues(config: LeadFormConfig, prefill: Prefill | null): LiveValues {
  return {
    country: prefill?.phone ? (prefill.country ?? 'IN') : 'IN',
    [FIELD.phoneCountryCode]: prefill?.phone ? (prefill.callingCode ?? '+91') : '+91',
    [FIELD.phoneNumber]: prefill?.phone ?? '',
    [FIELD.message]: initialMessage(config),
    [FIELD.bhk]: '',
    [config.kind === 'cv' ? FIELD.nameFirst : FIELD.name]: prefill?.name ?? '',
    [FIELD.email]: prefill?.email ?? '',
    ...(config.visit ? { [FIELD.visitDate]: openDayList(config.visit)[0] ?? '', [FIELD.visitSlot]: '' } : {}),
  }
}

/** The free places of a day's slots, from `GET /api/site-visits/slots`; [] when they cannot be read. */
async function fetchSlots(property: number | string, date: string, full: string): Promise<LiveSlot[]> {
  try {
    const res = await fetch(`/api/site-visits/slots?property=${encodeURIComponent(String(property))}&date=${encodeURIComponent(date)}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    })
    if (!res.ok) return []
    const body = (await res.json()) as { slots?: { start: string; end: string; available: number }[] }
    return (body.slots ?? []).map((s) => ({
      value: s.start,
      label: `${s.start}–${s.end}${s.available === 0 ? ` ${full}` : ''}`,
      available: s.available,
    }))
  } catch {
    return []
  }
}

export type LeadFormProps = {
  config: LeadFormConfig
  /** Values already typed into the server-rendered form this one replaces. */
  initial?: LiveValues
  /** Focus this field (by name) once mounted: the one the visitor was in, or the first. */
  focusField?: string
  /** After a successful post (a popup closes itself). */
  onDone?: () => void
}

/**
 * The interactive lead form (docs/product.md §7): messages under a field once it was touched (blur), submit
 * touches all, the button dims while the post is under way and further submits are ignored, the
 * intake's answers mapped back under the fields. The validation and phone code arrive with
 * `import('./lead-runtime')` when the form is first used.
 */
export function LeadForm({ config: given, initial, focusField, onDone }: LeadFormProps) {
  // The page's language's strings: given (server-rendered), else fetched once (lead-strings-client.ts).
  const [, setStringsLoaded] = useState(false)
  const strings = given.strings ?? leadStrings(given.language)
  const config = strings === given.strings ? given : { ...given, strings }
  useEffect(() => {
    if (!given.strings && leadStringsPending(given.language)) void loadLeadStrings(given.language).then(() => setStringsLoaded(true))
  }, [given.strings, given.language])
  const formRef = useRef<HTMLFormElement>(null)
  const [prefill, setPrefill] = useState<Prefill | null>(null)
  const [values, setValues] = useState<LiveValues>(() => ({ ...startValues(config, prefill), ...initial }))
  const [runtime, setRuntime] = useState<Runtime | null>(null)
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [errors, setErrors] = useState<Errors>({})
  const [serverErrors, setServerErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [query, setQuery] = useState('')
  // A new generation after a successful post renders fresh, empty fields.
  const [generation, setGeneration] = useState(0)
  const [loadedSlots, setLoadedSlots] = useState<{ key: string; slots: LiveSlot[] } | null>(null)
  const [slotsAsked, setSlotsAsked] = useState(0)
  const [notice, setNotice] = useState<string | undefined>(undefined)
  const loading = useRef<Promise<Runtime> | null>(null)
  const pending = useRef(false)
  const tokenAsked = useRef(false)

  // The visitor's details arrive after the form mounted: they fill only what is still empty.
  useEffect(() => {
    let current = true
    void loadPrefill().then((found) => {
      if (!current) return
      setPrefill(found)
      const form = formRef.current
      if (form) fillFormFromPrefill(form, found)
      if (!found.phone) return
      setValues((v) =>
        v[FIELD.phoneNumber]
          ? v
          : { ...v, country: found.country ?? 'IN', [FIELD.phoneCountryCode]: found.callingCode ?? '+91', [FIELD.phoneNumber]: found.phone ?? '' },
      )
    })
    return () => {
      current = false
    }
  }, [])

  const load = useCallback(
    () =>
      (loading.current ??= import('./lead-runtime').then(async (m) => {
        await m.loadProfanityList()
        setRuntime(m)
        return m
      })),
    [],
  )

  useEffect(() => {
    void load()
    const field = focusField ? formRef.current?.querySelector<HTMLElement>(`[name="${focusField}"]:not([type=hidden])`) : null
    field?.focus()
    // Only on mount: where the visitor was when the form took over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Site visits: the chosen day's free places, asked again after each booking.
  const visitDate = values[FIELD.visitDate]
  const visitProperty = config.kind === 'site-visit' ? config.property?.id : undefined
  const slotsKey = `${visitDate ?? ''}#${slotsAsked}`
  // Null while the chosen day's places are on their way.
  const slots = loadedSlots?.key === slotsKey ? loadedSlots.slots : null
  useEffect(() => {
    if (visitProperty === undefined || !visitDate) return
    let current = true
    void fetchSlots(visitProperty, visitDate, strings.full).then((found) => {
      if (!current) return
      setLoadedSlots({ key: `${visitDate}#${slotsAsked}`, slots: found })
      // A time picked for another day, or now full, is not kept.
      setValues((v) => (found.some((s) => s.value === v[FIELD.visitSlot] && s.available > 0) ? v : { ...v, [FIELD.visitSlot]: '' }))
    })
    return () => {
      current = false
    }
  }, [visitProperty, visitDate, slotsAsked, strings.full])

  // The country search filters 250 ms after the last keystroke (docs/product.md §7).
  const search = values.countrySearch ?? ''
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search)
      // Choosing by search: the best match becomes the selected country.
      if (search.trim() === '') return
      void load().then((m) => {
        const best = m.filterCountries(search)[0]
        if (best) setValues((v) => (v.country === best[0] ? v : { ...v, country: best[0], [FIELD.phoneCountryCode]: best[2] }))
      })
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [search, load])

  const listed = runtime ? (query.trim() ? runtime.filterCountries(query) : runtime.countries()) : FALLBACK_COUNTRIES
  const selected = runtime?.countries().find((c) => c[0] === values.country) ?? FALLBACK_COUNTRIES[0]!
  const countries = listed.some((c) => c[0] === selected[0]) ? listed : [selected, ...listed]

  const check = (m: Runtime, form: HTMLFormElement): Errors => {
    const result = m.checkLead(config.kind, new FormData(form))
    const found: Errors = result.ok ? {} : { ...result.errors }
    const consent = form.elements.namedItem(FIELD.consent) as HTMLInputElement | null
    if (consent && !consent.checked) found[FIELD.consent] = CONSENT_REQUIRED
    return found
  }

  /**
   * `now`, once the checks are loaded: in the same render as the touch that calls it. Otherwise a
   * field's message from an earlier check (made while it was still empty) shows for a moment when
   * it is left, moving everything below it between a click's mouse down and up, so the click on
   * the next field (the consent box) is lost. While typing, the check waits for the input's
   * formatted value.
   */
  const revalidate = (now = false) => {
    const form = formRef.current
    if (!form) return
    if (now && runtime) setErrors(check(runtime, form))
    else void load().then((m) => setErrors(check(m, form)))
  }

  const onBlur = (name: string, next?: EventTarget | null) => {
    // Leaving a field for the submit button: the submit touches every field anyway, and a message
    // appearing now would move the button between mouse down and up, losing the click.
    if (next instanceof HTMLButtonElement && next.type === 'submit') return
    setTouched((t) => (t.has(name) ? t : new Set(t).add(name)))
    revalidate(true)
  }

  const onInput = (name: string) => {
    setServerErrors((e) => (e[name] ? { ...e, [name]: undefined } : e))
    if (touched.has(name)) revalidate()
  }

  const onChange = (name: string, value: string) => {
    setValues((v) => {
      if (name === 'country') {
        const country = (runtime?.countries() ?? FALLBACK_COUNTRIES).find((c) => c[0] === value)
        if (!country) return v
        const number = runtime ? runtime.phoneAsTyped(v[FIELD.phoneNumber] ?? '', country[0], country[2]) : v[FIELD.phoneNumber]
        return { ...v, country: country[0], [FIELD.phoneCountryCode]: country[2], [FIELD.phoneNumber]: number ?? '' }
      }
      if (name === FIELD.phoneNumber) {
        const typed = runtime
          ? runtime.phoneAsTyped(value, v.country ?? 'IN', v[FIELD.phoneCountryCode] ?? '+91')
          : value.replace(/[^\d\- ]/g, '')
        return { ...v, [name]: typed }
      }
      return { ...v, [name]: value }
    })
    if (name === FIELD.phoneNumber || name === FIELD.message || name === FIELD.visitDate || name === FIELD.visitSlot) onInput(name)
    if (name === FIELD.visitDate || name === FIELD.visitSlot) setNotice(undefined)
  }

  const onToggleBhk = (value: string) => {
    const property = config.property
    setValues((v) => {
      const bhk = toggleBhk(v[FIELD.bhk] ?? '', value)
      let message = v[FIELD.message] ?? ''
      if (property) {
        // Keep the prefilled sentence in step with the pills; the visitor's own words stay after it.
        const before = interestMessage({ project: property.name, city: property.city, bhk: v[FIELD.bhk], words: strings })
        const after = interestMessage({ project: property.name, city: property.city, bhk, words: strings })
        if (message.startsWith(before)) message = after + message.slice(before.length)
      }
      return { ...v, [FIELD.bhk]: bhk, [FIELD.message]: message }
    })
  }

  const onFocus = () => {
    if (tokenAsked.current) return
    tokenAsked.current = true
    void load()
      .then((m) => m.fetchFormToken())
      .then((token) => {
        if (token) setValues((v) => ({ ...v, form_started: token }))
      })
  }

  const all = shownFields(config)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // One post at a time: further submits are ignored until the answer comes (docs/product.md §7).
    if (pending.current) return
    pending.current = true
    const form = event.currentTarget
    try {
      const m = await load()
      const found = check(m, form)
      setTouched(new Set(all))
      setErrors(found)
      setServerErrors({})
      if (Object.keys(found).length > 0) {
        const first = Array.from(form.elements).find(
          (el): el is HTMLElement => el instanceof HTMLElement && !!(el as HTMLInputElement).name && !!found[(el as HTMLInputElement).name],
        )
        first?.focus()
        return
      }
      setBusy(true)
      const answer = await m.postLead(form, config.kind)
      if (answer.kind === 'ok') {
        // The form and the project, never what the visitor typed (docs/product.md §18).
        const project = config.property ? { property: config.property.name } : {}
        track('generate_lead', { form: config.kind, ...project })
        if (config.kind === 'site-visit') track('book_site_visit', project)
        if (config.kind === 'site-visit') {
          const day = dayName(values[FIELD.visitDate] ?? '', false, config.language)
          setNotice(fillIn(strings.visitBooked, { day, time: values[FIELD.visitSlot] ?? '' }))
          setSlotsAsked((n) => n + 1)
        }
        setGeneration((g) => g + 1)
        setValues(startValues(config, prefill))
        setTouched(new Set())
        setErrors({})
        showQueryDialog('submission')
        onDone?.()
      } else if (answer.kind === 'invalid') {
        setServerErrors(answer.errors)
        // A full slot: show the day's places as they are now.
        if (answer.errors[FIELD.visitSlot]) setSlotsAsked((n) => n + 1)
        const elsewhere = Object.entries(answer.errors).find(([field]) => !all.includes(field))
        if (elsewhere?.[1]) toast.form.error(shownMessage(strings, elsewhere[1]))
      } else {
        toast.form.error(shownMessage(strings, answer.message ?? (answer.kind === 'rate-limited' ? strings.tooManyRequests : strings.sendFailed)))
      }
    } finally {
      pending.current = false
      setBusy(false)
    }
  }

  const visible: Errors = {}
  for (const name of touched) {
    const message = serverErrors[name] ?? errors[name]
    if (message) visible[name] = shownMessage(strings, message)
  }

  return (
    <LeadFormView
      key={generation}
      config={config}
      live={{
        formRef,
        values,
        errors: visible,
        busy,
        countries,
        onChange,
        onToggleBhk,
        onSubmit: (e) => void onSubmit(e),
        onBlur,
        onFocus,
        onInput,
        slots,
        ...(notice ? { notice } : {}),
      }}
    />
  )
}
