import { describe, expect, it } from 'vitest'

import { pageWindow } from './Pagination'

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps the first, the last and two either side, with gaps', () => {
    expect(pageWindow(1, 17)).toEqual([1, 2, 3, null, 17])
    expect(pageWindow(9, 17)).toEqual([1, null, 7, 8, 9, 10, 11, null, 17])
    expect(pageWindow(17, 17)).toEqual([1, null, 15, 16, 17])
  })
})
