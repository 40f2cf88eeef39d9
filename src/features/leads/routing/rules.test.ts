import { describe, expect, it } from 'vitest'

import { DEFAULT_SLA_MINUTES, firstMatchingRule, parseSlaMinutes, roundRobinPick, type RoutingRule, ruleMatches } from './rules'

const rule = (over: Partial<RoutingRule> & { id: number }): RoutingRule => ({
  priority: 100,
  cities: [],
  propertyIds: [],
  forms: [],
  assignees: [1],
  ...over,
})

describe('ruleMatches', () => {
  it('matches anything when every condition is empty', () => {
    expect(ruleMatches(rule({ id: 1 }), { form: 'contact' })).toBe(true)
    expect(ruleMatches(rule({ id: 1 }), { form: 'site-visit', city: 'Pune', propertyId: 4 })).toBe(true)
  })

  it('needs every non-empty condition', () => {
    const r = rule({ id: 1, cities: ['Pune'], forms: ['interest', 'site-visit'], propertyIds: [7] })
    expect(ruleMatches(r, { form: 'interest', city: 'Pune', propertyId: 7 })).toBe(true)
    expect(ruleMatches(r, { form: 'contact', city: 'Pune', propertyId: 7 })).toBe(false)
    expect(ruleMatches(r, { form: 'interest', city: 'Mumbai', propertyId: 7 })).toBe(false)
    expect(ruleMatches(r, { form: 'interest', city: 'Pune', propertyId: 8 })).toBe(false)
    expect(ruleMatches(r, { form: 'interest', city: 'Pune' })).toBe(false)
  })

  it('compares city names without case or extra spaces, and a lead without a city fails a city condition', () => {
    const r = rule({ id: 1, cities: ['Navi  Mumbai'] })
    expect(ruleMatches(r, { form: 'enquiry', city: ' navi mumbai ' })).toBe(true)
    expect(ruleMatches(r, { form: 'enquiry', city: 'Mumbai' })).toBe(false)
    expect(ruleMatches(r, { form: 'enquiry', city: null })).toBe(false)
    expect(ruleMatches(r, { form: 'enquiry', city: '' })).toBe(false)
  })
})

describe('firstMatchingRule', () => {
  const rules = [
    rule({ id: 1, priority: 50 }),
    rule({ id: 2, priority: 10, cities: ['Pune'] }),
    rule({ id: 3, priority: 10, forms: ['cv'] }),
    rule({ id: 4, priority: 5, propertyIds: [9] }),
  ]

  it('takes the lowest priority that matches, older rule first on a tie', () => {
    expect(firstMatchingRule(rules, { form: 'contact', city: 'Pune' })?.id).toBe(2)
    expect(firstMatchingRule(rules, { form: 'cv', city: 'Pune' })?.id).toBe(2)
    expect(firstMatchingRule(rules, { form: 'cv' })?.id).toBe(3)
    expect(firstMatchingRule(rules, { form: 'interest', city: 'Pune', propertyId: 9 })?.id).toBe(4)
    expect(firstMatchingRule(rules, { form: 'contact' })?.id).toBe(1)
  })

  it('finds nothing when no rule matches', () => {
    expect(firstMatchingRule([rule({ id: 1, forms: ['cv'] })], { form: 'contact' })).toBeUndefined()
    expect(firstMatchingRule([], { form: 'contact' })).toBeUndefined()
  })
})

describe('roundRobinPick', () => {
  it('hands out leads 1, 2, 3, 4 to A, B, C, A', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => roundRobinPick(['A', 'B', 'C'], n))).toEqual(['A', 'B', 'C', 'A', 'B', 'C', 'A'])
  })

  it('spreads any run of counter values evenly', () => {
    const tally = new Map<string, number>()
    for (let n = 101; n <= 130; n++) {
      const who = roundRobinPick(['A', 'B', 'C'], n)!
      tally.set(who, (tally.get(who) ?? 0) + 1)
    }
    expect([...tally.values()]).toEqual([10, 10, 10])
  })

  it('has nobody to pick from an empty list, and a single assignee gets every lead', () => {
    expect(roundRobinPick([], 3)).toBeUndefined()
    expect(roundRobinPick(['A'], 17)).toBe('A')
    expect(roundRobinPick(['A', 'B'], 0)).toBe('B')
  })
})

describe('parseSlaMinutes', () => {
  it('reads whole minutes and falls back to 30', () => {
    expect(parseSlaMinutes('45')).toBe(45)
    expect(parseSlaMinutes(' 5 ')).toBe(5)
    expect(parseSlaMinutes(undefined)).toBe(DEFAULT_SLA_MINUTES)
    expect(parseSlaMinutes('')).toBe(30)
    expect(parseSlaMinutes('0')).toBe(30)
    expect(parseSlaMinutes('ten')).toBe(30)
    expect(parseSlaMinutes('1.5')).toBe(30)
  })
})
