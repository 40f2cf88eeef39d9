/**
 * The visible strings of the lead forms (docs/product.md §21): labels, buttons, the consent
 * sentence, the site-visit notice and the popups' titles, plus the validation and intake messages
 * in the page's language. English is the default here, word for word the §7 texts (the catalogue
 * test keeps messages/en.json equal to it); a Hindi page passes its strings from the server
 * (form-strings.server.ts), so no catalogue reaches the browser. Plain data: safe to import from
 * browser and server code.
 */
import { CONSENT_TEXT } from './intake/constants'
import { INTEREST_EN } from './interest'

type Catalogue = (typeof import('../../../messages/en.json'))['LeadForm']

export type LeadFormStrings = Catalogue & {
  /**
   * The validation and intake messages in the page's language, keyed by their English text (the
   * one `validateLead` and the intake answer with); absent in English.
   */
  errors?: Readonly<Record<string, string>>
  /** The `?submission=` and `?newsletter=` dialogs (docs/product.md §6), sent with the strings the browser fetches. */
  dialogs?: (typeof import('../../../messages/en.json'))['Dialogs']
}

export const LEAD_FORM_EN: LeadFormStrings = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  searchCountry: 'Search country',
  countryCode: 'Country code',
  phoneNumber: 'Phone number',
  location: 'Location',
  cv: 'CV (PDF, DOC or DOCX, at most {mb} MB)',
  message: 'Message (optional)',
  terms: 'Terms',
  opensNewTab: '(opens in a new tab)',
  submit: 'Submit',
  sendCv: 'Send my CV',
  bookVisit: 'Book the visit',
  bookSiteVisit: 'Book a site visit',
  day: 'Day',
  time: 'Time',
  loadingTimes: 'Loading times…',
  noTimes: 'No times left this day',
  pickTime: 'Pick a time',
  full: '(full)',
  bhkLegend: 'Configuration (BHK)',
  consent: CONSENT_TEXT,
  visitBooked: 'Your site visit on {day} at {time} is booked. The confirmation is on its way to your e-mail.',
  tooManyRequests: 'Too many requests from your connection. Please wait a minute and try again.',
  sendFailed: 'Your request could not be sent. Please check your connection and try again.',
  enquireNow: 'Enquire now',
  talkToExpert: 'Talk to a property expert',
  callBack: 'Share your details and our expert will call you back.',
  adTitle: 'Offers on new homes',
  ...INTEREST_EN,
}

/** A message (English, as validated or answered) in the strings' language. */
export function shownMessage(strings: LeadFormStrings, message: string): string {
  return strings.errors?.[message] ?? message
}

export { fillIn } from '../i18n/fill'
