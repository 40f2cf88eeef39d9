/**
 * Prefill for signed-in visitors (SPEC §7: name, e-mail and phone). Accounts arrive with issue 5;
 * until then nobody is signed in and this returns nothing. It runs in the browser only: pages are
 * cached as shared HTML (docs/decisions/008-page-caching.md), so the server never reads who is
 * signed in. Issue 5 should read the session here (e.g. a `/api/auth` call) and return its values.
 */
export type Prefill = {
  name?: string
  email?: string
  /** `+` and the calling code, e.g. `+91`. */
  callingCode?: string
  /** The national number. */
  phone?: string
}

const NONE: Prefill = {}

export function usePrefill(): Prefill {
  return NONE
}
