'use client'

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

// Type-only, to keep ../fields.ts (messages and limits) out of the page's first-load bundle.
import type { FIELD as Fields } from '../fields'
import type { LeadFormConfig, LiveValues } from './LeadFormView'
import type { LeadFormProps } from './LeadForm'
import { fillFormFromPrefill, loadPrefill } from './prefill-client'

const FIELD = {
  name: 'SingleLine',
  nameFirst: 'Name_First',
  email: 'Email',
  phoneNumber: 'PhoneNumber_countrycode',
  phoneCountryCode: 'PhoneNumber_countrycodeval',
  message: 'MultiLine',
  location: 'Location',
  bhk: 'bhk',
  visitDate: 'visit_date',
  visitSlot: 'visit_slot',
} as const satisfies Partial<typeof Fields>

/** What the visitor already put into the server-rendered form, for the live form to carry on with. */
function typedValues(form: HTMLFormElement): LiveValues {
  const data = new FormData(form)
  const values: LiveValues = {}
  for (const name of [FIELD.name, FIELD.nameFirst, FIELD.email, FIELD.phoneNumber, FIELD.message, FIELD.location, FIELD.visitDate, FIELD.visitSlot, 'form_started']) {
    const value = data.get(name)
    if (typeof value === 'string') values[name] = value
  }
  const bhk = data.getAll(FIELD.bhk).filter((v) => typeof v === 'string')
  if (bhk.length > 0) values[FIELD.bhk] = bhk.join(',')
  // A calling code typed into the plain form's field: the live form's country search picks its country.
  const code = data.get(FIELD.phoneCountryCode)
  const digits = typeof code === 'string' ? code.replace(/\D/g, '') : ''
  if (digits && digits !== '91') values.countrySearch = `+${digits}`
  return values
}

/**
 * Holds a server-rendered lead form (plain HTML, no script of its own) until the visitor first
 * focuses or touches it, then loads the interactive `LeadForm` and puts it in its place with the
 * values typed so far. The page's first-load JavaScript carries only this wrapper (docs/product.md §12). A
 * signed-in visitor's details fill its empty fields once `GET /api/prefill` answers.
 */
export function LeadFormSlot({ config, children }: { config: LeadFormConfig; children: ReactNode }) {
  const [live, setLive] = useState<{ Form: ComponentType<LeadFormProps>; initial: LiveValues; focus?: string } | null>(null)
  const [loading, setLoading] = useState(false)
  const holder = useRef<HTMLDivElement>(null)

  // A signed-in visitor's name, e-mail and phone, filled in the browser (the page HTML is shared).
  useEffect(() => {
    void loadPrefill().then((prefill) => {
      const form = holder.current?.querySelector('form')
      if (form) fillFormFromPrefill(form, prefill)
    })
  }, [])

  if (live) return <live.Form config={config} initial={live.initial} focusField={live.focus} />

  const takeOver = (target: EventTarget) => {
    if (loading) return
    setLoading(true)
    // The live form comes with the page's language's strings (fetched on a Hindi page, not carried in it).
    void import('./LeadForm').then(async ({ LeadForm, loadLeadStrings }) => {
      await loadLeadStrings(config.language)
      const el = target instanceof Element ? target : null
      const form = el?.closest('form')
      if (!form) return setLoading(false)
      const active = document.activeElement
      const focus = active instanceof HTMLElement && form.contains(active) ? (active.getAttribute('name') ?? undefined) : undefined
      // Read and swapped in one task: nothing typed can land in the plain form between the two.
      flushSync(() => setLive({ Form: LeadForm, initial: typedValues(form), focus }))
    }, () => setLoading(false))
  }

  return (
    <div
      ref={holder}
      onFocusCapture={(e) => takeOver(e.target)}
      onPointerDownCapture={(e) => takeOver(e.target)}
      // A click that lands while the live form loads must not send the plain form (a site visit's
      // plain form leads on to the booking page).
      onSubmitCapture={(e) => {
        if (loading) e.preventDefault()
      }}
    >
      {children}
    </div>
  )
}
