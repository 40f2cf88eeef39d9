import { describe, expect, it } from 'vitest'

import { COMPARE_MAX, compareHref, parseCompareIds, parseCompareList, toggleCompareItem } from './compare-list'

describe('parseCompareIds', () => {
  it('keeps ids in order without repeats', () => {
    expect(parseCompareIds('3, 1,3,2')).toEqual({ ids: [3, 1, 2], rejected: [], extra: [] })
  })
  it('names parts that are not ids and ids beyond the fourth', () => {
    expect(parseCompareIds('1,abc,2,-4,0,3,4,5,6')).toEqual({ ids: [1, 2, 3, 4], rejected: ['abc', '-4', '0'], extra: [5, 6] })
  })
  it('takes repeated parameters and nothing', () => {
    expect(parseCompareIds(['1,2', '3'])).toEqual({ ids: [1, 2, 3], rejected: [], extra: [] })
    expect(parseCompareIds(undefined)).toEqual({ ids: [], rejected: [], extra: [] })
    expect(parseCompareIds(' , ')).toEqual({ ids: [], rejected: [], extra: [] })
  })
  it('round-trips with compareHref', () => {
    expect(compareHref([4, 9])).toBe('/compare?ids=4,9')
    expect(parseCompareIds(new URL(`http://x${compareHref([4, 9])}`).searchParams.get('ids')).ids).toEqual([4, 9])
  })
})

describe('toggleCompareItem', () => {
  const item = (id: number) => ({ id, name: `P${id}` })
  it('adds, removes, and refuses a fifth', () => {
    const one = toggleCompareItem([], item(1))
    expect(one).toEqual({ list: [item(1)], outcome: 'added' })
    expect(toggleCompareItem(one.list, item(1))).toEqual({ list: [], outcome: 'removed' })
    const full = [1, 2, 3, 4].map(item)
    expect(full).toHaveLength(COMPARE_MAX)
    expect(toggleCompareItem(full, item(5))).toEqual({ list: full, outcome: 'full' })
    expect(toggleCompareItem(full, item(2)).list.map((x) => x.id)).toEqual([1, 3, 4])
  })
})

describe('parseCompareList', () => {
  it('reads a stored list and drops what is not one', () => {
    expect(parseCompareList('[{"id":1,"name":"A"},{"id":1,"name":"again"},{"id":"2"},null,{"id":3}]')).toEqual([
      { id: 1, name: 'A' },
      { id: 3, name: 'Project 3' },
    ])
    expect(parseCompareList('not json')).toEqual([])
    expect(parseCompareList('{"id":1}')).toEqual([])
    expect(parseCompareList(JSON.stringify([1, 2, 3, 4, 5, 6].map((id) => ({ id, name: 'x' }))))).toHaveLength(COMPARE_MAX)
  })
})
