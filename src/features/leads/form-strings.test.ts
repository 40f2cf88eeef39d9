import { describe, expect, it } from 'vitest'

import english from '../../../messages/en.json'
import { messagesOf } from '../i18n/messages.server'
import { dayName } from '../site-visits/day-name'
import { FIELD, MESSAGES } from './fields'
import { LEAD_FORM_EN, shownMessage } from './form-strings'
import { consentTextIn, errorsInLanguage, leadFormLanguage, messageInLanguage } from './form-strings.server'
import { CONSENT_TEXT, INTAKE_MESSAGES } from './intake/constants'
import { leadFormPageHtml } from './intake/form-page'
import { validateLead } from './schema'

describe('lead forms in the page’s language (docs/product.md §21)', () => {
  it('configure nothing extra in English and the Hindi strings and messages on a Hindi page', () => {
    expect(leadFormLanguage('en')).toEqual({ language: 'en' })
    const hi = leadFormLanguage('hi')
    expect(hi.language).toBe('hi')
    expect(hi.strings?.name).toBe('नाम')
    expect(hi.strings?.errors?.[MESSAGES.emailInvalid]).toBe('ईमेल सही नहीं है')
  })

  it('show the validation messages of a Hindi form in Hindi, and English ones unchanged', () => {
    const result = validateLead('contact', new URLSearchParams({ SingleLine: '', Email: 'ramesh@', PhoneNumber_countrycode: '12' }))
    expect(result.ok).toBe(false)
    const errors = result.ok ? {} : result.errors
    const hi = leadFormLanguage('hi').strings!
    expect(shownMessage(hi, errors[FIELD.name]!)).toBe('कृपया अपना नाम लिखें')
    expect(shownMessage(hi, errors[FIELD.email]!)).toBe('ईमेल सही नहीं है')
    expect(shownMessage(hi, errors[FIELD.phoneNumber]!)).toBe('फ़ोन नंबर सही नहीं है')
    expect(shownMessage(LEAD_FORM_EN, errors[FIELD.email]!)).toBe('Email is not valid')
    expect(errorsInLanguage(errors, 'hi')).toEqual({
      [FIELD.name]: 'कृपया अपना नाम लिखें',
      [FIELD.email]: 'ईमेल सही नहीं है',
      [FIELD.phoneNumber]: 'फ़ोन नंबर सही नहीं है',
    })
    expect(errorsInLanguage(errors, 'en')).toBe(errors)
  })

  it('answer the intake’s messages and titles in Hindi and keep the consent sentence the visitor read', () => {
    expect(messageInLanguage(INTAKE_MESSAGES.rateLimited, 'hi')).toMatch(/^आपके कनेक्शन से/)
    expect(messageInLanguage(english.LeadErrors.titleTooMany, 'hi')).toBe('बहुत सारी पूछताछ')
    expect(messageInLanguage('not a known message', 'hi')).toBe('not a known message')
    expect(consentTextIn('en')).toBe(CONSENT_TEXT)
    expect(consentTextIn(undefined)).toBe(CONSENT_TEXT)
    expect(consentTextIn('hi')).toMatch(/^मैं सहमत हूँ कि/)
  })

  it('name the days of a site visit in Hindi', () => {
    expect(dayName('2026-12-01')).toBe('Tue, 1 Dec')
    expect(dayName('2026-12-01', false, 'hi')).toMatch(/^मंगल/)
  })
})

describe('the form page of a failed post without JavaScript', () => {
  const page = (lang: 'en' | 'hi') =>
    leadFormPageHtml({
      form: 'contact',
      action: '/forms/contact',
      values: { SingleLine: 'Ramesh', Email: 'ramesh@', ...(lang === 'hi' ? { language: 'hi' } : {}) },
      errors: errorsInLanguage({ [FIELD.email]: MESSAGES.emailInvalid }, lang),
      formStarted: 'token',
      back: lang === 'hi' ? '/hi/contact' : '/contact',
      language: { lang, strings: { ...messagesOf(lang, 'FormPage'), consentText: consentTextIn(lang) } },
    })

  it('is in Hindi for a Hindi form and carries its language on to the corrected post', () => {
    const html = page('hi')
    expect(html).toContain('<html lang="hi">')
    expect(html).toContain('कृपया फ़ॉर्म जाँचें')
    expect(html).toContain('ईमेल सही नहीं है')
    expect(html).toContain('<input type="hidden" name="language" value="hi">')
    expect(html).not.toContain('Please check the form')
  })

  it('stays English, word for word, for an English form', () => {
    const html = page('en')
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Please check the form')
    expect(html).toContain('Email is not valid')
    expect(html).toContain(CONSENT_TEXT)
    expect(html).not.toContain('name="language"')
  })
})
