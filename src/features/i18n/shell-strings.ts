/**
 * The strings the site shell's client components get as props (docs/product.md §21): each its own
 * namespaces of messages/<locale>.json, picked on the server (src/features/i18n/shell.server.ts),
 * never a whole catalogue.
 */
import type english from '../../../messages/en.json'

type Messages = typeof english

/** A link of the shell, already in the page's language (href and label): the client bundle holds no link table. */
export type ShellLink = { href: string; label: string }

export type HeaderStrings = {
  /** The main links of the header row. */
  links: ShellLink[]
  /** The mobile menu's links: the main ones, then those the header row hides at small widths (`className`). */
  menu: (ShellLink & { className?: string })[]
  shortlists: ShellLink
  signIn: ShellLink
  /** The search form's action in the page's language. */
  searchAction: string
  header: Messages['Header']
  search: Messages['Search']
  city: Messages['CityPicker']
}
export type FooterStrings = { groups: { title: string; links: ShellLink[] }[]; footer: Messages['Footer']; tagline: string }
export type HelpStrings = Messages['Help']
export type DisclaimerStrings = Omit<Messages['Disclaimer'], 'text'>
export type NotFoundStrings = Pick<Messages['NotFound'], 'eyebrow' | 'heading' | 'text' | 'search' | 'suggestions'> & {
  home: ShellLink
  links: ShellLink[]
  searchAction: string
  searchButton: string
  searchPlaceholder: string
}
export type LanguageNoticeStrings = Messages['LanguageNotice']

/** `{name}` placeholders of a catalogue text filled in, for the few a client component fills itself. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
