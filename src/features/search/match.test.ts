import { describe, expect, it } from 'vitest'

import { bhkVariants, likePattern } from './match'

describe('bhkVariants', () => {
  it('matches numerically equal spellings only', () => {
    expect(bhkVariants('3')).toEqual(['3', '3.0', '3.00'])
    expect(bhkVariants('3.0')).toEqual(['3.0', '3', '3.00'])
    expect(bhkVariants('2.5')).toEqual(['2.5', '2.50'])
    expect(bhkVariants('10')).toEqual(['10', '10.0', '10.00'])
    expect(bhkVariants('10')).not.toContain('1')
  })
})

describe('likePattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('lake')).toBe('%lake%')
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
    expect(likePattern('lake', 'prefix')).toBe('lake%')
  })
})
