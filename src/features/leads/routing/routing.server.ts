import 'server-only'

/**
 * Lead routing on intake (docs/product.md §15; docs/decisions/022-lead-routing-and-sla-alerts.md): the
 * assignee from the first matching `lead-routing-rules` rule, and the lead's SLA alert queued in
 * the outbox, due `lead_sla_minutes` after the lead came in. Called once per new non-spam lead,
 * inside the lead's write unit (src/features/leads/intake/store.server.ts).
 */
import type { Payload, PayloadRequest } from 'payload'

import { dialectOf, rows, sqlFor } from '@/cms/db/raw-sql'
import type { Lead } from '@/cms/payload-types'
import { logger } from '@/lib/logger'

import { idempotencyKey } from '../intake/outbox.server'
import { firstMatchingRule, parseSlaMinutes, roundRobinPick, type RoutingRule } from './rules'

export const SLA_MINUTES_ITEM = 'lead_sla_minutes'
export const ASSIGNABLE_ROLES = ['sales', 'admin'] as const

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}

/** The active rules, their city conditions resolved to names. Read outside the lead's transaction. */
export async function loadRoutingRules(payload: Payload): Promise<RoutingRule[]> {
  const found = await payload.find({
    collection: 'lead-routing-rules',
    where: { active: { equals: true } },
    sort: 'priority',
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
    select: { priority: true, cities: true, properties: true, forms: true, assignees: true },
  })
  const cityIds = [...new Set(found.docs.flatMap((rule) => (rule.cities ?? []).map(idOf).filter((id) => id !== null)))]
  const cityNames = new Map<number, string>()
  if (cityIds.length > 0) {
    const cities = await payload.find({
      collection: 'cities',
      where: { id: { in: cityIds } },
      depth: 0,
      limit: cityIds.length,
      pagination: false,
      overrideAccess: true,
      select: { city_name: true },
    })
    for (const city of cities.docs) cityNames.set(city.id, city.city_name)
  }
  return found.docs.map((rule) => {
    const cityRefs = (rule.cities ?? []).map(idOf).filter((id) => id !== null)
    return {
      id: rule.id,
      priority: Number(rule.priority ?? 100),
      // A city condition whose cities were all deleted keeps matching nothing rather than everything.
      cities: cityRefs.length > 0 ? cityRefs.map((id) => cityNames.get(id) ?? `\u0000deleted city ${id}`) : [],
      propertyIds: (rule.properties ?? []).map(idOf).filter((id) => id !== null),
      forms: [...(rule.forms ?? [])],
      assignees: (rule.assignees ?? []).map(idOf).filter((id) => id !== null),
    }
  })
}

/** The rule's assignees who may still work leads (sales or admin), in the rule's order. */
async function eligibleAssignees(payload: Payload, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const found = await payload.find({
    collection: 'editors',
    where: { and: [{ id: { in: ids } }, { roles: { in: [...ASSIGNABLE_ROLES] } }] },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    select: { email: true },
  })
  const present = new Set(found.docs.map((editor) => editor.id))
  return ids.filter((id) => present.has(id))
}

/**
 * Advances the rule's round-robin counter by one in a single statement and returns the new value.
 * Concurrent leads each get a different value on SQLite and PostgreSQL alike. It runs on its own
 * (autocommitted) outside the lead's transaction, so it holds no row lock while the lead is
 * written; a lead rolled back after this only skips one turn.
 */
export async function advanceRoundRobin(payload: Payload, ruleId: number): Promise<number> {
  const sql = sqlFor(dialectOf(payload))
  const found = await rows(
    payload,
    sql`UPDATE "lead_routing_rules" SET "rr_counter" = COALESCE("rr_counter", 0) + 1 WHERE "id" = ${ruleId} RETURNING "rr_counter"`,
  )
  return Number(found[0]?.rr_counter ?? 0)
}

/** The editor a new lead goes to, or undefined (no rule matches, or no assignee is eligible). */
export async function chooseAssignee(
  payload: Payload,
  lead: { form: string; city?: string | null; propertyId?: number | null },
): Promise<number | undefined> {
  const rule = firstMatchingRule(await loadRoutingRules(payload), lead)
  if (!rule) return undefined
  const eligible = await eligibleAssignees(payload, rule.assignees)
  if (eligible.length === 0) return undefined
  return roundRobinPick(eligible, await advanceRoundRobin(payload, rule.id))
}

/** Site data `lead_sla_minutes` (default 30). */
export async function slaMinutes(payload: Payload, req?: PayloadRequest): Promise<number> {
  const found = await payload.find({
    collection: 'site-data',
    where: { item: { equals: SLA_MINUTES_ITEM } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { content: true },
    ...(req ? { req } : {}),
  })
  return parseSlaMinutes(found.docs[0]?.content)
}

/**
 * Assigns the new lead and queues its SLA alert. A routing failure (say, a rule read failing)
 * leaves the lead unassigned rather than losing it; the SLA row is written in the caller's unit
 * like the lead's other outbox rows.
 */
export async function routeNewLead(payload: Payload, req: PayloadRequest, lead: Lead, now: Date = new Date()): Promise<void> {
  let assignee: number | undefined
  try {
    assignee = await chooseAssignee(payload, { form: lead.form, city: lead.city, propertyId: idOf(lead.property) })
  } catch (error) {
    logger.error({ err: error, lead: lead.id }, 'Lead routing failed; the lead stays unassigned')
  }
  if (assignee !== undefined) {
    await payload.update({ collection: 'leads', id: lead.id, data: { assignee }, depth: 0, req, overrideAccess: true, select: { status: true } })
  }
  const createdAt = lead.createdAt ? new Date(lead.createdAt) : now
  const due = new Date(createdAt.getTime() + (await slaMinutes(payload, req)) * 60_000)
  await payload.create({
    collection: 'lead-deliveries',
    data: {
      lead: lead.id,
      channel: 'sla-alert',
      status: 'pending',
      attempts: 0,
      next_attempt_at: due.toISOString(),
      idempotency_key: idempotencyKey(lead.id, 'sla-alert'),
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}
