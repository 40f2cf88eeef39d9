/**
 * Lead routing (docs/product.md §15), the pure half: which rule a new lead falls under and whose turn it is.
 * Unit-tested in rules.test.ts; the database half is routing.server.ts.
 */

/** A routing rule as the matcher needs it: conditions already resolved to plain values. */
export type RoutingRule = {
  id: number
  priority: number
  /** City names (leads keep the city as text); empty: any city, or none. */
  cities: string[]
  propertyIds: number[]
  forms: string[]
  /** Editor ids in the rule's order. */
  assignees: number[]
}

export type RoutedLead = { form: string; city?: string | null; propertyId?: number | null }

/** City names compare without case, spacing or Unicode form getting in the way. */
export function sameCity(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
  return norm(a) === norm(b)
}

/** True when every non-empty condition of the rule holds for the lead. */
export function ruleMatches(rule: RoutingRule, lead: RoutedLead): boolean {
  if (rule.forms.length > 0 && !rule.forms.includes(lead.form)) return false
  if (rule.propertyIds.length > 0 && (lead.propertyId == null || !rule.propertyIds.includes(lead.propertyId))) return false
  if (rule.cities.length > 0) {
    const city = lead.city?.trim()
    if (!city || !rule.cities.some((name) => sameCity(name, city))) return false
  }
  return true
}

/** The first matching rule by priority (lowest first; equal priorities by id, the older first). */
export function firstMatchingRule<R extends RoutingRule>(rules: readonly R[], lead: RoutedLead): R | undefined {
  return [...rules].sort((a, b) => a.priority - b.priority || a.id - b.id).find((rule) => ruleMatches(rule, lead))
}

/**
 * The assignee for the n-th lead of a rule (n counts from 1, as the rule's counter returns it):
 * `eligible[(n - 1) mod length]`, so leads 1, 2, 3, 4 go to A, B, C, A. Undefined when nobody is
 * eligible.
 */
export function roundRobinPick<T>(eligible: readonly T[], n: number): T | undefined {
  if (eligible.length === 0) return undefined
  const index = (((Math.trunc(n) - 1) % eligible.length) + eligible.length) % eligible.length
  return eligible[index]
}

export const DEFAULT_SLA_MINUTES = 30

/**
 * Site data `lead_sla_minutes`: a whole number of minutes, at least 1 and at most 30 days; anything
 * else (empty, text, zero) means the default of 30.
 */
export function parseSlaMinutes(raw: string | null | undefined): number {
  const text = raw?.trim() ?? ''
  if (!/^\d{1,6}$/.test(text)) return DEFAULT_SLA_MINUTES
  const minutes = Number(text)
  return minutes >= 1 && minutes <= 30 * 24 * 60 ? minutes : DEFAULT_SLA_MINUTES
}
