import { describe, expect, it } from 'vitest'

import { parseRecentList, RECENT_MAX, withViewed } from './recent-list'

describe('withViewed', () => {
  it('puts the newest first, once, and keeps the last ten', () => {
    expect(withViewed([], 5)).toEqual([5])
    expect(withViewed([1, 2, 3], 2)).toEqual([2, 1, 3])
    const full = Array.from({ length: RECENT_MAX }, (_, i) => i + 1)
    expect(withViewed(full, 99)).toEqual([99, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(withViewed(full, 10)).toEqual([10, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
})

describe('parseRecentList', () => {
  it('reads ids and drops anything else', () => {
    expect(parseRecentList('[3,1,3,"2",-1,0,1.5,7]')).toEqual([3, 1, 7])
    expect(parseRecentList('{}')).toEqual([])
    expect(parseRecentList('nope')).toEqual([])
    expect(parseRecentList(null)).toEqual([])
    expect(parseRecentList(JSON.stringify(Array.from({ length: 15 }, (_, i) => i + 1)))).toHaveLength(RECENT_MAX)
  })
})
