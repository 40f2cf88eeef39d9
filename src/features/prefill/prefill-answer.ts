/**
 * The answer of `GET /api/prefill` (docs/product.md §18): its shape, and how the browser reads it
 * (string fields only). No imports: it ships with every page that has a lead form.
 */
export type Prefill = {
  name?: string
  email?: string
  /** `+` and the calling code, e.g. `+91`. */
  callingCode?: string
  /** The national number, digits only. */
  phone?: string
  /** The phone's country (ISO 3166 code) when the number tells it. */
  country?: string
}

const KEYS = ['name', 'email', 'callingCode', 'phone', 'country'] as const

export function readPrefill(body: unknown): Prefill {
  if (!body || typeof body !== 'object') return {}
  const found: Prefill = {}
  for (const key of KEYS) {
    const value = (body as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.length > 0 && value.length <= 256) found[key] = value
  }
  return found
}
