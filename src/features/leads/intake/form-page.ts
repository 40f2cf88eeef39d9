/**
 * The no-JavaScript answer to a lead post that did not pass (docs/product.md §7 "a failed no-JS post shows the
 * form again with the messages"): a small self-contained page with the form filled with what the
 * visitor sent, each message under its field (linked from a summary at the top), posting back to
 * the same endpoint, in the language the form was posted from (its strings are messages/<locale>.json's
 * `FormPage`, passed in by the intake). Everything the visitor sent is escaped; nothing here trusts
 * the post. Pure.
 */
import { escapeHtml, standalonePage } from '../../../lib/html/standalone-page'
import { SITE_NAME } from '../../../lib/site'
import { CV_ACCEPT } from '../file-check'
import { FIELD, INPUT_MAX_LENGTH, type LeadForm, MESSAGE_MAX_LENGTH, NAME_FIELD, UTM_FIELDS } from '../fields'
import type { VisitChoices } from '../../site-visits/choices'
import { FORM_STARTED_FIELD } from './constants'

/** The page's words in one language (messages/<locale>.json `FormPage`), with that language's consent sentence. */
export type FormPageStrings = (typeof import('../../../../messages/en.json'))['FormPage'] & { consentText: string }
/** The page's language: `lang` of its `<html>`. */
export type FormPageLanguage = { lang: string; strings: FormPageStrings }

/** Styles of the form page, on top of the shared page styles. */
const FORM_CSS = [
  'h2{font-size:1.1rem;margin:0 0 .5rem}',
  '.summary{border:2px solid #b42318;border-radius:.5rem;padding:1rem;margin:0 0 1.5rem}',
  '.field{margin:0 0 1rem}',
  'label{display:block;font-weight:600;margin:0 0 .25rem}',
  'input,textarea,select{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #52606d;border-radius:.375rem}',
  'input[type=checkbox]{width:auto;margin:.2rem .5rem 0 0}',
  '.consent{display:flex;align-items:flex-start}',
  '.consent label{font-weight:400}',
  '.invalid input,.invalid textarea{border-color:#b42318;border-width:2px}',
  '.error{color:#b42318;margin:.25rem 0 0;font-weight:600}',
  '.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}',
  'button{font:inherit;font-weight:600;color:#fff;background:#0e5a56;border:0;border-radius:.5rem;padding:.75rem 1.5rem;cursor:pointer}',
  'a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #0e5a56;outline-offset:2px}',
].join('\n')

const TITLE_KEYS = {
  contact: 'contact',
  interest: 'interest',
  enquiry: 'enquiry',
  cv: 'cv',
  'site-visit': 'siteVisit',
} as const satisfies Record<LeadForm, keyof FormPageStrings>

type Visible = {
  name: string
  label: string
  type: 'text' | 'email' | 'tel' | 'textarea' | 'file' | 'select'
  extra?: string
  options?: { value: string; label: string }[]
}

function visibleFields(form: LeadForm, t: FormPageStrings, visit?: VisitChoices): Visible[] {
  const fields: Visible[] = []
  if (form === 'site-visit') {
    fields.push({ name: FIELD.visitDate, label: t.visitDay, type: 'select', extra: 'required', options: visit?.days ?? [] })
    fields.push({
      name: FIELD.visitSlot,
      label: t.time,
      type: 'select',
      extra: 'required',
      options: (visit?.slots ?? []).map((s) => ({ value: s.value, label: s.label })),
    })
  }
  fields.push(
    { name: NAME_FIELD[form], label: t.name, type: 'text', extra: `maxlength="${INPUT_MAX_LENGTH}" autocomplete="name" required` },
    { name: FIELD.email, label: t.email, type: 'email', extra: 'maxlength="256" autocomplete="email" required' },
    { name: FIELD.phoneCountryCode, label: t.callingCode, type: 'text', extra: 'maxlength="4" autocomplete="tel-country-code" inputmode="tel"' },
    { name: FIELD.phoneNumber, label: t.phoneNumber, type: 'tel', extra: 'maxlength="13" autocomplete="tel-national" required' },
  )
  if (form === 'interest') fields.push({ name: FIELD.bhk, label: t.bhk, type: 'text', extra: 'maxlength="64"' })
  if (form === 'cv') {
    fields.push({ name: FIELD.location, label: t.location, type: 'text', extra: `maxlength="${INPUT_MAX_LENGTH}" required` })
    fields.push({ name: FIELD.file, label: t.cvFile, type: 'file', extra: `accept="${escapeHtml(CV_ACCEPT)}" required` })
  }
  fields.push({ name: FIELD.message, label: t.message, type: 'textarea', extra: `maxlength="${MESSAGE_MAX_LENGTH}" rows="5"` })
  return fields
}

/** Carried over unchanged: the page does not show them, the lead still needs them. */
function hiddenFields(form: LeadForm): string[] {
  return [
    FIELD.referrerName,
    FIELD.redirectUrl,
    FIELD.gad,
    ...UTM_FIELDS,
    FIELD.source,
    ...(form === 'cv' ? [] : [FIELD.property]),
    ...(form === 'interest' ? [] : [FIELD.bhk]),
    FIELD.language,
  ]
}

export type LeadFormPageInput = {
  form: LeadForm
  /** Where the form posts: `/forms/<form>`. */
  action: string
  /** The text values as posted (files left out). */
  values: Readonly<Record<string, string>>
  errors: Readonly<Partial<Record<string, string>>>
  /** A fresh signed start time, so the corrected post is not judged by the first one's clock. */
  formStarted: string
  /** A path on this site to go back to without sending. */
  back: string
  /** Site-visit form: the days and slots to choose from. */
  visit?: VisitChoices
  /** The language of the page the form was posted from. */
  language: FormPageLanguage
}

const id = (name: string) => `f-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`

function input(field: Visible, value: string, error: string | undefined, pleaseChoose: string): string {
  const fid = id(field.name)
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${fid}-error"` : ''
  const options = (field.options ?? []).some((o) => o.value === value) ? (field.options ?? []) : [{ value, label: value || pleaseChoose }, ...(field.options ?? [])]
  const control =
    field.type === 'select'
      ? `<select id="${fid}" name="${escapeHtml(field.name)}" ${field.extra ?? ''}${describedBy}>${options
          .map((o) => `<option value="${escapeHtml(o.value)}"${o.value === value ? ' selected' : ''}>${escapeHtml(o.label)}</option>`)
          .join('')}</select>`
      : field.type === 'textarea'
      ? `<textarea id="${fid}" name="${escapeHtml(field.name)}" ${field.extra ?? ''}${describedBy}>${escapeHtml(value)}</textarea>`
      : `<input id="${fid}" name="${escapeHtml(field.name)}" type="${field.type}"${field.type === 'file' ? '' : ` value="${escapeHtml(value)}"`} ${field.extra ?? ''}${describedBy}>`
  const message = error ? `\n<p class="error" id="${fid}-error">${escapeHtml(error)}</p>` : ''
  return `<div class="field${error ? ' invalid' : ''}">\n<label for="${fid}">${escapeHtml(field.label)}</label>\n${control}${message}\n</div>`
}

const LABEL_KEYS: Record<string, keyof FormPageStrings> = {
  [FIELD.property]: 'property',
  [FIELD.altcha]: 'robotCheck',
  [FIELD.consent]: 'consent',
  [FIELD.bhk]: 'bhkShort',
  form: 'form',
}

export function leadFormPageHtml({ form, action, values, errors, formStarted, back, visit, language }: LeadFormPageInput): string {
  const t = language.strings
  const title = t[TITLE_KEYS[form]]
  const visible = visibleFields(form, t, visit)
  const visibleNames = new Set(visible.map((f) => f.name))
  const summary = Object.entries(errors)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, message]) => {
      const labelKey = LABEL_KEYS[name]
      const label = visible.find((f) => f.name === name)?.label ?? (labelKey ? t[labelKey] : name)
      const text = `${escapeHtml(label)}: ${escapeHtml(message)}`
      return visibleNames.has(name) ? `<li><a href="#${id(name)}">${text}</a></li>` : `<li>${text}</li>`
    })
    .join('\n')
  const hidden = hiddenFields(form)
    .filter((name) => (values[name] ?? '') !== '')
    .map((name) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(values[name]!)}">`)
    .join('\n')
  const consentChecked = ['on', 'true', '1', 'yes'].includes((values[FIELD.consent] ?? '').trim().toLowerCase())
  const consentError = errors[FIELD.consent]
  const hasErrors = summary !== ''
  return standalonePage({
    title: hasErrors ? `${t.checkForm} · ${title}` : title,
    lang: language.lang,
    topMargin: '6vh',
    css: FORM_CSS,
    body: `<h1>${escapeHtml(title)}</h1>
${
  hasErrors
    ? `<div class="summary" role="alert" aria-labelledby="summary-title">
<h2 id="summary-title">${escapeHtml(t.checkForm)}</h2>
<ul>
${summary}
</ul>
</div>`
    : ''
}
<form method="post" action="${escapeHtml(action)}"${form === 'cv' ? ' enctype="multipart/form-data"' : ''} novalidate>
${visible.map((field) => input(field, field.type === 'file' ? '' : (values[field.name] ?? ''), errors[field.name], t.pleaseChoose)).join('\n')}
<div class="field consent${consentError ? ' invalid' : ''}">
<input id="${id(FIELD.consent)}" name="${FIELD.consent}" type="checkbox" value="on"${consentChecked ? ' checked' : ''}${consentError ? ` aria-invalid="true" aria-describedby="${id(FIELD.consent)}-error"` : ''}>
<label for="${id(FIELD.consent)}">${escapeHtml(t.consentText)}</label>${consentError ? `\n<p class="error" id="${id(FIELD.consent)}-error">${escapeHtml(consentError)}</p>` : ''}
</div>
<div class="trap" aria-hidden="true">
<label for="${id(FIELD.honeypot)}">${escapeHtml(t.honeypot)}</label>
<input id="${id(FIELD.honeypot)}" name="${FIELD.honeypot}" type="text" tabindex="-1" autocomplete="off" value="">
</div>
<input type="hidden" name="${FORM_STARTED_FIELD}" value="${escapeHtml(formStarted)}">
${hidden}
<button type="submit">${escapeHtml(t.send)}</button>
</form>
<p><a href="${escapeHtml(back)}">${escapeHtml(t.backWithoutSending)}</a></p>`,
  })
}

/** A short page for a post that cannot be corrected in place (too large, unreadable, too many, cross-site). */
export function leadMessagePageHtml({ title, message, back, language }: { title: string; message: string; back: string; language: FormPageLanguage }): string {
  const t = language.strings
  const home = language.lang === 'en' ? '/' : `/${language.lang}`
  return standalonePage({
    title,
    lang: language.lang,
    body: `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a> · <a href="${home}">${escapeHtml(t.home.replace('{site}', SITE_NAME))}</a></p>`,
  })
}
