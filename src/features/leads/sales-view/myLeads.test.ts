import { parse } from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { isBareListQuery, isOverdue, myLeadsUrl, myLeadsWhere } from './myLeads'

describe("the 'My leads' view", () => {
  it('is the leads assigned to the user that are not won, lost, spam or test', () => {
    expect(myLeadsWhere(7)).toEqual({ and: [{ assignee: { equals: 7 } }, { status: { not_in: ['won', 'lost', 'spam', 'test'] } }] })
  })

  it('is a list URL whose query parses back to that filter', () => {
    const url = myLeadsUrl('/cms', 7)
    expect(url.startsWith('/cms/collections/leads?')).toBe(true)
    const query = parse(url.split('?')[1]!)
    expect(query).toEqual({ where: { and: [{ assignee: { equals: '7' } }, { status: { not_in: ['won', 'lost', 'spam', 'test'] } }] } })
  })

  it('is opened only from the bare list URL', () => {
    expect(isBareListQuery(undefined)).toBe(true)
    expect(isBareListQuery({})).toBe(true)
    expect(isBareListQuery({ view: 'all' })).toBe(false)
    expect(isBareListQuery({ sort: '-createdAt' })).toBe(false)
  })
})

describe('an overdue lead', () => {
  const now = Date.parse('2026-12-02T10:00:00Z')
  it('is an open lead whose follow-up time has passed', () => {
    expect(isOverdue('2026-12-02T09:59:00Z', 'new', now)).toBe(true)
    expect(isOverdue('2026-12-02T09:59:00Z', 'contacted', now)).toBe(true)
    expect(isOverdue('2026-12-02T09:59:00Z', 'qualified', now)).toBe(true)
  })
  it('is not one whose follow-up is still to come, or that has none', () => {
    expect(isOverdue('2026-12-02T10:01:00Z', 'new', now)).toBe(false)
    expect(isOverdue(null, 'new', now)).toBe(false)
    expect(isOverdue('', 'new', now)).toBe(false)
    expect(isOverdue('not a date', 'new', now)).toBe(false)
  })
  it('is not a closed lead', () => {
    for (const status of ['won', 'lost', 'spam', 'test']) expect(isOverdue('2026-12-02T09:00:00Z', status, now)).toBe(false)
  })
})
