/**
 * The field groups of the lead form's markup (LeadFormView.tsx): a labelled field with its message,
 * the phone with its country code, the site visit's day and time, and the BHK pills. Like the view,
 * no state or hooks: plain HTML without `live`, controlled inputs with it.
 */
import type { ReactNode } from 'react'

import type { LeadLanguage } from '../field-schemas'
import { FIELD } from '../fields'
import type { LeadFormStrings } from '../form-strings'
import { isBhkSelected } from '../interest'
import { dayName, openDayList } from '../../site-visits/day-name'
import type { LiveState, VisitFormChoices } from './LeadFormView'

export function errorId(prefix: string, name: string) {
  return `${prefix}-${name}-error`
}

export function Field({
  prefix,
  name,
  label,
  live,
  children,
}: {
  prefix: string
  name: string
  label: string
  live?: LiveState
  children: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = `${prefix}-${name}`
  const error = live?.errors[name]
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId(prefix, name) } : { id })}
      {error ? (
        <p id={errorId(prefix, name)} className="field-error" data-error-for={name}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function PhoneField({ prefix, live, strings: s }: { prefix: string; live?: LiveState; strings: LeadFormStrings }) {
  const error = live?.errors[FIELD.phoneNumber]
  const numberId = `${prefix}-phone`
  const selectId = `${prefix}-country`
  const selected = live?.values.country ?? 'IN'
  return (
    <fieldset>
      <legend className="field-label">{s.phone}</legend>
      <div className="flex flex-wrap gap-2">
        {live ? (
          <>
            <label htmlFor={`${prefix}-country-search`} className="sr-only">
              {s.searchCountry}
            </label>
            <input
              id={`${prefix}-country-search`}
              type="search"
              placeholder={s.searchCountry}
              autoComplete="off"
              value={live.values.countrySearch ?? ''}
              onChange={(e) => live.onChange('countrySearch', e.currentTarget.value)}
              className="field basis-full"
            />
            <label htmlFor={selectId} className="sr-only">
              {s.countryCode}
            </label>
            <select
              id={selectId}
              value={selected}
              onChange={(e) => live.onChange('country', e.currentTarget.value)}
              className="field w-40 shrink-0"
            >
              {live.countries.map(([code, name, cc]) => (
                <option key={code} value={code}>
                  {`${name} (${cc})`}
                </option>
              ))}
            </select>
            <input type="hidden" name={FIELD.phoneCountryCode} value={live.values[FIELD.phoneCountryCode] ?? '+91'} />
          </>
        ) : (
          <>
            <label htmlFor={selectId} className="sr-only">
              {s.countryCode}
            </label>
            {/* Without JavaScript: the calling code typed (India's by default; the intake adds a
                missing "+"). The live form offers the searchable country list instead. */}
            <input
              id={selectId}
              name={FIELD.phoneCountryCode}
              type="text"
              inputMode="tel"
              autoComplete="tel-country-code"
              defaultValue="+91"
              required
              pattern="\+?[0-9]{1,3}"
              maxLength={4}
              className="field w-20 shrink-0"
            />
          </>
        )}
        <label htmlFor={numberId} className="sr-only">
          {s.phoneNumber}
        </label>
        <input
          id={numberId}
          name={FIELD.phoneNumber}
          // A text field: HTML allows the autofill token of a national number (tel-national) only
          // there; the keypad is still the phone's (inputMode).
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          required
          pattern="[0-9\- ]{9,13}"
          maxLength={live ? 20 : 13}
          placeholder="98765 43210"
          className="field min-w-0 flex-1"
          {...(live
            ? {
                value: live.values[FIELD.phoneNumber] ?? '',
                onChange: (e) => live.onChange(FIELD.phoneNumber, e.currentTarget.value),
                onBlur: (e) => live.onBlur(FIELD.phoneNumber, e.relatedTarget),
              }
            : {})}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId(prefix, FIELD.phoneNumber) } : {})}
        />
      </div>
      {error ? (
        <p id={errorId(prefix, FIELD.phoneNumber)} className="field-error" data-error-for={FIELD.phoneNumber}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** Day and time of a site visit, in the live form only (the plain booking form is the intake's page). */
export function VisitFields({
  prefix,
  visit,
  live,
  strings: s,
  language,
}: {
  prefix: string
  visit: VisitFormChoices
  live: LiveState
  strings: LeadFormStrings
  language?: LeadLanguage
}) {
  const slots = live.slots ?? []
  const loading = live.slots === null
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field prefix={prefix} name={FIELD.visitDate} label={s.day} live={live}>
        {(a11y) => (
          <select
            {...a11y}
            name={FIELD.visitDate}
            required
            className="field"
            value={live.values[FIELD.visitDate] ?? ''}
            onChange={(e) => live.onChange(FIELD.visitDate, e.currentTarget.value)}
            onBlur={(e) => live.onBlur(FIELD.visitDate, e.relatedTarget)}
          >
            {openDayList(visit).map((day) => (
              <option key={day} value={day}>
                {dayName(day, false, language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field prefix={prefix} name={FIELD.visitSlot} label={s.time} live={live}>
        {(a11y) => (
          <select
            {...a11y}
            name={FIELD.visitSlot}
            required
            className="field"
            value={live.values[FIELD.visitSlot] ?? ''}
            onChange={(e) => live.onChange(FIELD.visitSlot, e.currentTarget.value)}
            onBlur={(e) => live.onBlur(FIELD.visitSlot, e.relatedTarget)}
          >
            <option value="">{loading ? s.loadingTimes : slots.length === 0 ? s.noTimes : s.pickTime}</option>
            {slots.map((s) => (
              <option key={s.value} value={s.value} disabled={s.available === 0}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  )
}

export function BhkChoice({ options, live, strings: s }: { options: readonly string[]; live?: LiveState; strings: LeadFormStrings }) {
  const list = live?.values[FIELD.bhk] ?? ''
  return (
    <fieldset>
      <legend className="field-label">{s.bhkLegend}</legend>
      <div className="flex flex-wrap gap-2" data-testid="bhk-pills">
        {options.map((value) =>
          live ? (
            <button
              key={value}
              type="button"
              aria-pressed={isBhkSelected(list, value)}
              onClick={() => live.onToggleBhk(value)}
              className="rounded-full border border-brand-300 px-4 py-1.5 text-sm font-semibold text-brand-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {value} BHK
            </button>
          ) : (
            // The label wraps its box: no id needed.
            <label key={value} className="bhk-pill">
              <input type="checkbox" name={FIELD.bhk} value={value} />
              {`${value} BHK`}
            </label>
          ),
        )}
      </div>
      {live ? <input type="hidden" name={FIELD.bhk} value={list} /> : null}
    </fieldset>
  )
}
