import { describe, expect, it } from 'vitest'

import english from '../../../messages/en.json'
import hindi from '../../../messages/hi.json'
import { ENGLISH_NAMES } from '../i18n/content-names'
import { jobWordsIn } from './job-words'

const names = { ...ENGLISH_NAMES, city: { Bengaluru: 'बेंगलुरु' } }

describe('jobWordsIn (docs/product.md §21)', () => {
  it('shows the known kinds of employment, a city and remote in Hindi', () => {
    expect(jobWordsIn({ type: 'Full-time', location: 'Bengaluru' }, 'hi', hindi.Careers, names)).toEqual({ type: 'पूर्णकालिक', location: 'बेंगलुरु' })
    expect(jobWordsIn({ type: 'contract', location: 'Remote' }, 'hi', hindi.Careers, names)).toEqual({ type: 'अनुबंध पर', location: 'रिमोट (घर से काम)' })
    expect(jobWordsIn({ type: 'Internship', location: null }, 'hi', hindi.Careers, names)).toEqual({ type: 'इंटर्नशिप', location: null })
  })
  it('leaves what it does not know as written', () => {
    expect(jobWordsIn({ type: 'Sabbatical cover', location: 'Kochi' }, 'hi', hindi.Careers, names)).toEqual({ type: 'Sabbatical cover', location: 'Kochi' })
    expect(jobWordsIn({ type: null, location: 'Remote (India)' }, 'hi', hindi.Careers, names)).toEqual({ type: null, location: 'Remote (India)' })
  })
  it('shows English pages exactly what the editors wrote', () => {
    expect(jobWordsIn({ type: 'full time', location: 'Bengaluru' }, 'en', english.Careers, names)).toEqual({ type: 'full time', location: 'Bengaluru' })
  })
})
