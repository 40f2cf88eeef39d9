/**
 * The markup of every lead form (SPEC §7), without state or hooks, so it renders in two places:
 * - as a server component (`live` absent): a plain HTML form that works without JavaScript and
 *   ships no script of its own (native `required`, `maxlength`, `type=email`);
 * - inside the client `LeadForm` (`live` given): the same fields, controlled where the script
 *   formats or fills them, with messages under touched fields.
 */
import type { FocusEvent, FormEvent, ReactNode, RefObject } from 'react'

import { CV_MAX_BYTES, FIELD, INPUT_MAX_LENGTH, type LeadForm, MESSAGE_MAX_LENGTH } from '../fields'
// The intake stores this exact sentence with the lead (SPEC §7): shown and kept from one constant.
import { CONSENT_TEXT } from '../intake/constants'
import { interestMessage, isBhkSelected, isBhkValue } from '../interest'
import { dayName, type OpenDays, openDayList } from '../../site-visits/day-name'

/** [ISO code, country name, calling code]: compact, as it travels in the page payload. */
export type CountryOption = readonly [code: string, name: string, callingCode: string]

export const FALLBACK_COUNTRIES: readonly CountryOption[] = [['IN', 'India', '+91']]

export type LeadProperty = {
  id: number | string
  name: string
  city: string | null
  /** The BHK values offered as pills ('2', '3', …). */
  bhk?: readonly string[]
  /** The property's `hide_options`: no BHK pills. */
  hideOptions?: boolean
}

/** What places a form on a page decide; plain data, so a server component can pass it on. */
export type LeadFormConfig = {
  kind: LeadForm
  /** Prefix of element ids; unique per page. */
  idPrefix: string
  /** The page the form is on (path + query); the no-JavaScript post comes back to it. */
  redirectPath: string
  property?: LeadProperty
  /** SPEC §7 `source`, e.g. 'clicked enq button from bottom'. */
  source?: string
  submitLabel?: string
  /** Site-visit form: the open days to offer and the slot times of a day (for the plain form). */
  visit?: VisitFormChoices
}

/** The open days as of the page's render (compact); the live form asks the slots API for times. */
export type VisitFormChoices = OpenDays

/** A slot as the live form lists it, from the slots API. */
export type LiveSlot = { value: string; label: string; available: number }

/** Values the client form controls (by posted field name, plus `country` and `countrySearch`). */
export type LiveValues = Record<string, string>

export type LiveState = {
  formRef: RefObject<HTMLFormElement | null>
  values: LiveValues
  /** Messages to show, already limited to touched fields. */
  errors: Partial<Record<string, string>>
  busy: boolean
  countries: readonly CountryOption[]
  onChange: (name: string, value: string) => void
  onToggleBhk: (value: string) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** A field was left (`next`: where the focus went) or, for boxes and files, changed. */
  onBlur: (name: string, next?: EventTarget | null) => void
  onFocus: () => void
  onInput: (name: string) => void
  /** Site-visit form: the chosen day's slots from the slots API; null while they load. */
  slots?: readonly LiveSlot[] | null
  /** A sentence to announce after a successful post (the booked visit). */
  notice?: string
}

export const CONSENT_REQUIRED = 'Please agree to be contacted about your enquiry'

export function initialMessage(config: LeadFormConfig): string {
  return config.kind === 'interest' && config.property
    ? interestMessage({ project: config.property.name, city: config.property.city })
    : ''
}

function errorId(prefix: string, name: string) {
  return `${prefix}-${name}-error`
}

function Field({
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

function PhoneField({ prefix, live }: { prefix: string; live?: LiveState }) {
  const error = live?.errors[FIELD.phoneNumber]
  const numberId = `${prefix}-phone`
  const selectId = `${prefix}-country`
  const selected = live?.values.country ?? 'IN'
  return (
    <fieldset>
      <legend className="field-label">Phone</legend>
      <div className="flex flex-wrap gap-2">
        {live ? (
          <>
            <label htmlFor={`${prefix}-country-search`} className="sr-only">
              Search country
            </label>
            <input
              id={`${prefix}-country-search`}
              type="search"
              placeholder="Search country"
              autoComplete="off"
              value={live.values.countrySearch ?? ''}
              onChange={(e) => live.onChange('countrySearch', e.currentTarget.value)}
              className="field basis-full"
            />
            <label htmlFor={selectId} className="sr-only">
              Country code
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
            <input type="hidden" name={FIELD.phoneCountryCode} value={live.values[FIELD.phoneCountryCode] ?? '+91'} readOnly />
          </>
        ) : (
          <>
            <label htmlFor={selectId} className="sr-only">
              Country code
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
          Phone number
        </label>
        <input
          id={numberId}
          name={FIELD.phoneNumber}
          type="tel"
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
function VisitFields({ prefix, visit, live }: { prefix: string; visit: VisitFormChoices; live: LiveState }) {
  const slots = live.slots ?? []
  const loading = live.slots === null
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field prefix={prefix} name={FIELD.visitDate} label="Day" live={live}>
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
                {dayName(day)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field prefix={prefix} name={FIELD.visitSlot} label="Time" live={live}>
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
            <option value="">{loading ? 'Loading times…' : slots.length === 0 ? 'No times left this day' : 'Pick a time'}</option>
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

function BhkChoice({ prefix, options, live }: { prefix: string; options: readonly string[]; live?: LiveState }) {
  const list = live?.values[FIELD.bhk] ?? ''
  return (
    <fieldset>
      <legend className="field-label">Configuration (BHK)</legend>
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
            <label key={value} className="bhk-pill">
              <input type="checkbox" name={FIELD.bhk} value={value} id={`${prefix}-bhk-${value}`} />
              {value} BHK
            </label>
          ),
        )}
      </div>
      {live ? <input type="hidden" name={FIELD.bhk} value={list} readOnly /> : null}
    </fieldset>
  )
}

/** The lead form's markup; see the module comment for its two uses. */
export function LeadFormView({
  config,
  formStarted = '',
  live,
}: {
  config: LeadFormConfig
  /** The signed render time (`form_started`, the intake's minimum fill time) of a server-rendered form. */
  formStarted?: string
  live?: LiveState
}) {
  const { kind, idPrefix: p, property } = config
  const cv = kind === 'cv'
  const nameField = cv ? FIELD.nameFirst : FIELD.name
  const bhkOptions = kind === 'interest' && property && !property.hideOptions ? (property.bhk ?? []).filter(isBhkValue) : []
  const uncontrolled = (name: string) =>
    live ? { onBlur: (e: FocusEvent<HTMLInputElement>) => live.onBlur(name, e.relatedTarget), onInput: () => live.onInput(name) } : {}

  return (
    <form
      ref={live?.formRef}
      method="post"
      action={`/forms/${kind}`}
      encType={cv ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
      noValidate={live ? true : undefined}
      onSubmit={live?.onSubmit}
      onFocus={live?.onFocus}
      className="flex flex-col gap-4"
      data-lead-form={kind}
    >
      {kind === 'interest' && property ? (
        <p className="text-sm text-muted" data-testid="lead-project">
          <span className="font-semibold text-ink">{property.name}</span>
          {property.city ? `, ${property.city}` : null}
        </p>
      ) : null}
      {live?.notice ? (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm font-semibold text-brand-800" data-testid="lead-notice">
          {live.notice}
        </p>
      ) : null}
      {bhkOptions.length > 0 ? <BhkChoice prefix={p} options={bhkOptions} live={live} /> : null}
      {kind === 'site-visit' && config.visit && live ? <VisitFields prefix={p} visit={config.visit} live={live} /> : null}
      <Field prefix={p} name={nameField} label="Name" live={live}>
        {(a11y) => (
          <input
            {...a11y}
            name={nameField}
            type="text"
            autoComplete="name"
            required
            maxLength={INPUT_MAX_LENGTH}
            defaultValue={live?.values[nameField]}
            className="field"
            {...uncontrolled(nameField)}
          />
        )}
      </Field>
      <Field prefix={p} name={FIELD.email} label="Email" live={live}>
        {(a11y) => (
          <input
            {...a11y}
            name={FIELD.email}
            type="email"
            autoComplete="email"
            required
            maxLength={256}
            defaultValue={live?.values[FIELD.email]}
            className="field"
            {...uncontrolled(FIELD.email)}
          />
        )}
      </Field>
      <PhoneField prefix={p} live={live} />
      {cv ? (
        <>
          <Field prefix={p} name={FIELD.location} label="Location" live={live}>
            {(a11y) => (
              <input
                {...a11y}
                name={FIELD.location}
                type="text"
                autoComplete="address-level2"
                required
                maxLength={INPUT_MAX_LENGTH}
                defaultValue={live?.values[FIELD.location]}
                className="field"
                {...uncontrolled(FIELD.location)}
              />
            )}
          </Field>
          <Field prefix={p} name={FIELD.file} label={`CV (PDF, DOC or DOCX, at most ${CV_MAX_BYTES / 1024 / 1024} MB)`} live={live}>
            {(a11y) => (
              <input
                {...a11y}
                name={FIELD.file}
                type="file"
                required
                accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                className="field"
                {...(live ? { onChange: () => live.onBlur(FIELD.file) } : {})}
              />
            )}
          </Field>
        </>
      ) : (
        <Field prefix={p} name={FIELD.message} label="Message (optional)" live={live}>
          {(a11y) => (
            <textarea
              {...a11y}
              name={FIELD.message}
              rows={3}
              maxLength={MESSAGE_MAX_LENGTH}
              className="field"
              {...(live
                ? {
                    value: live.values[FIELD.message] ?? '',
                    onChange: (e) => live.onChange(FIELD.message, e.currentTarget.value),
                    onBlur: (e) => live.onBlur(FIELD.message, e.relatedTarget),
                  }
                : { defaultValue: initialMessage(config) })}
            />
          )}
        </Field>
      )}
      <div>
        <div className="flex items-start gap-2">
          <input
            id={`${p}-consent`}
            name={FIELD.consent}
            type="checkbox"
            required
            className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            {...(live?.errors[FIELD.consent]
              ? { 'aria-invalid': true, 'aria-describedby': errorId(p, FIELD.consent) }
              : {})}
            {...(live ? { onChange: () => live.onBlur(FIELD.consent) } : {})}
          />
          <p className="text-sm text-muted">
            <label htmlFor={`${p}-consent`}>{CONSENT_TEXT}</label>{' '}
            <a href="/terms" target="_blank" rel="noopener" className="text-link">
              Terms<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
        {live?.errors[FIELD.consent] ? (
          <p id={errorId(p, FIELD.consent)} className="field-error" data-error-for={FIELD.consent}>
            {live.errors[FIELD.consent]}
          </p>
        ) : null}
      </div>
      {/* Hidden from people and assistive technology; a bot that fills it is stored as spam. */}
      <div aria-hidden="true" className="honeypot">
        <label htmlFor={`${p}-website`}>Leave this field empty</label>
        <input id={`${p}-website`} name={FIELD.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={FIELD.redirectUrl} value={live?.values[FIELD.redirectUrl] ?? config.redirectPath} readOnly />
      <input type="hidden" name="form_started" value={live ? (live.values.form_started ?? '') : formStarted} readOnly />
      {property ? <input type="hidden" name={FIELD.property} value={String(property.id)} readOnly /> : null}
      {config.source ? <input type="hidden" name={FIELD.source} value={config.source} readOnly /> : null}
      {live?.values[FIELD.altcha] ? <input type="hidden" name={FIELD.altcha} value={live.values[FIELD.altcha]} readOnly /> : null}
      <button
        type="submit"
        aria-disabled={live?.busy || undefined}
        className={`btn btn-primary w-full ${live?.busy ? 'opacity-50' : ''}`}
      >
        {config.submitLabel ?? (cv ? 'Send my CV' : kind === 'site-visit' ? 'Book the visit' : 'Submit')}
      </button>
    </form>
  )
}
