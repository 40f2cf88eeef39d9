/**
 * The markup of every lead form (docs/product.md §7), without state or hooks, so it renders in two places:
 * - as a server component (`live` absent): a plain HTML form that works without JavaScript and
 *   ships no script of its own (native `required`, `maxlength`, `type=email`);
 * - inside the client `LeadForm` (`live` given): the same fields, controlled where the script
 *   formats or fills them, with messages under touched fields.
 */
import type { FocusEvent, FormEvent, RefObject } from 'react'

import type { LeadLanguage } from '../field-schemas'
import { CV_MAX_BYTES, FIELD, INPUT_MAX_LENGTH, type LeadForm, MESSAGE_MAX_LENGTH } from '../fields'
// The consent sentence is among them: the intake stores the one of the lead's language with it (docs/product.md §7).
import { fillIn, LEAD_FORM_EN, type LeadFormStrings } from '../form-strings'
import { interestMessage, isBhkValue } from '../interest'
import type { OpenDays } from '../../site-visits/day-name'
import { BhkChoice, errorId, Field, PhoneField, VisitFields } from './LeadFormFields'

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
  /** docs/product.md §7 `source`, e.g. 'clicked enq button from bottom'. */
  source?: string
  submitLabel?: string
  /** Site-visit form: the open days to offer and the slot times of a day (for the plain form). */
  visit?: VisitFormChoices
  /**
   * The page's language (docs/product.md §21), posted as `language` so the lead records it and its
   * buyer is answered in it; English when absent (and then not posted: the intake's default).
   */
  language?: LeadLanguage
  /** The form's strings in that language (from the server, form-strings.server.ts); English when absent. */
  strings?: LeadFormStrings
}

/**
 * The config a client component gets: without the strings, which only the server-rendered markup
 * uses (the live form fetches them, lead-strings-client.ts), so no page carries them twice.
 */
export function browserConfig({ strings: _strings, ...config }: LeadFormConfig): LeadFormConfig {
  return config
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
    ? interestMessage({ project: config.property.name, city: config.property.city, words: config.strings ?? LEAD_FORM_EN })
    : ''
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
  const s = config.strings ?? LEAD_FORM_EN
  const cv = kind === 'cv'
  const nameField = cv ? FIELD.nameFirst : FIELD.name
  const bhkOptions = kind === 'interest' && property && !property.hideOptions ? (property.bhk ?? []).filter(isBhkValue) : []
  const uncontrolled = (name: string) =>
    live ? { onBlur: (e: FocusEvent<HTMLInputElement>) => live.onBlur(name, e.relatedTarget), onInput: () => live.onInput(name) } : {}

  return (
    <form
      // The live form's handlers only: the server-rendered one passes no undefined props into the payload.
      {...(live ? { ref: live.formRef, noValidate: true, onSubmit: live.onSubmit, onFocus: live.onFocus } : {})}
      method="post"
      action={`/forms/${kind}`}
      encType={cv ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
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
      {bhkOptions.length > 0 ? <BhkChoice options={bhkOptions} live={live} strings={s} /> : null}
      {kind === 'site-visit' && config.visit && live ? <VisitFields prefix={p} visit={config.visit} live={live} strings={s} language={config.language} /> : null}
      <Field prefix={p} name={nameField} label={s.name} live={live}>
        {(a11y) => (
          <input
            {...a11y}
            name={nameField}
            type="text"
            autoComplete="name"
            required
            maxLength={INPUT_MAX_LENGTH}
            {...(live ? { defaultValue: live.values[nameField] } : {})}
            className="field"
            {...uncontrolled(nameField)}
          />
        )}
      </Field>
      <Field prefix={p} name={FIELD.email} label={s.email} live={live}>
        {(a11y) => (
          <input
            {...a11y}
            name={FIELD.email}
            type="email"
            autoComplete="email"
            required
            maxLength={256}
            {...(live ? { defaultValue: live.values[FIELD.email] } : {})}
            className="field"
            {...uncontrolled(FIELD.email)}
          />
        )}
      </Field>
      <PhoneField prefix={p} live={live} strings={s} />
      {cv ? (
        <>
          <Field prefix={p} name={FIELD.location} label={s.location} live={live}>
            {(a11y) => (
              <input
                {...a11y}
                name={FIELD.location}
                type="text"
                autoComplete="address-level2"
                required
                maxLength={INPUT_MAX_LENGTH}
                {...(live ? { defaultValue: live.values[FIELD.location] } : {})}
                className="field"
                {...uncontrolled(FIELD.location)}
              />
            )}
          </Field>
          <Field prefix={p} name={FIELD.file} label={fillIn(s.cv, { mb: CV_MAX_BYTES / 1024 / 1024 })} live={live}>
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
        <Field prefix={p} name={FIELD.message} label={s.message} live={live}>
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
            <label htmlFor={`${p}-consent`}>{s.consent}</label>{' '}
            <a href={config.language === 'hi' ? '/hi/terms' : '/terms'} target="_blank" rel="noopener" className="text-link">
              {s.terms}
              <span className="sr-only"> {s.opensNewTab}</span>
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
      <input type="hidden" name={FIELD.redirectUrl} value={live?.values[FIELD.redirectUrl] ?? config.redirectPath} />
      <input type="hidden" name="form_started" value={live ? (live.values.form_started ?? '') : formStarted} />
      {property ? <input type="hidden" name={FIELD.property} value={String(property.id)} /> : null}
      {config.source ? <input type="hidden" name={FIELD.source} value={config.source} /> : null}
      {config.language && config.language !== 'en' ? <input type="hidden" name={FIELD.language} value={config.language} /> : null}
      {live?.values[FIELD.altcha] ? <input type="hidden" name={FIELD.altcha} value={live.values[FIELD.altcha]} /> : null}
      <button
        type="submit"
        aria-disabled={live?.busy || undefined}
        className={`btn btn-primary w-full ${live?.busy ? 'opacity-50' : ''}`}
      >
        {config.submitLabel ?? (cv ? s.sendCv : kind === 'site-visit' ? s.bookVisit : s.submit)}
      </button>
    </form>
  )
}
