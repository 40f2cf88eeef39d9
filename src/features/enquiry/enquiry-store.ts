/**
 * The seam between "Enquire" buttons and the enquiry popup (docs/product.md §6, §7).
 *
 * A page that is about one property announces it (`EnquiryPageContext`); the enquiry popup, once it
 * exists, registers itself as the opener. Buttons call `openEnquiry(...)` and fall back to their
 * link (`/contact`) when no opener is registered, so nothing breaks before the popup ships.
 */

export type EnquiryProperty = { id: number; name: string; city: string | null }

export type EnquiryRequest = {
  property?: EnquiryProperty
  /** Where the enquiry came from, e.g. 'clicked enq button from bottom' (docs/product.md §7 `source`). */
  source: string
  /** The popup's headings (docs/product.md §6: supertitle, title, subtitle); defaults name the property. */
  supertitle?: string
  title?: string
  subtitle?: string
}

type Opener = (request: EnquiryRequest) => void

let pageProperty: EnquiryProperty | null = null
let opener: Opener | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function subscribeEnquiryPage(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getEnquiryPageProperty(): EnquiryProperty | null {
  return pageProperty
}

export function setEnquiryPageProperty(property: EnquiryProperty | null): void {
  pageProperty = property
  emit()
}

/** Registers the enquiry popup; returns the function that unregisters it. */
export function registerEnquiryOpener(open: Opener): () => void {
  opener = open
  return () => {
    if (opener === open) opener = null
  }
}

/** Opens the enquiry popup if one is registered; false means "follow the link instead". */
export function openEnquiry(request: EnquiryRequest): boolean {
  if (!opener) return false
  opener(request)
  return true
}
