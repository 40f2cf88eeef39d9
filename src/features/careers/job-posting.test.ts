import { describe, expect, it } from 'vitest'

import { employmentType, isRemote, jobPosting } from './job-posting'

const organization = { name: 'Griha Homes', url: 'https://example.com/', logo: 'https://example.com/logo.png' }

describe('employmentType', () => {
  it('maps the free-text type to schema.org values', () => {
    expect(employmentType('Full-time')).toBe('FULL_TIME')
    expect(employmentType('full time')).toBe('FULL_TIME')
    expect(employmentType('Part-time')).toBe('PART_TIME')
    expect(employmentType('Contract')).toBe('CONTRACTOR')
    expect(employmentType('Internship')).toBe('INTERN')
    expect(employmentType('Temporary')).toBe('TEMPORARY')
    expect(employmentType('Sabbatical cover')).toBe('OTHER')
    expect(employmentType('')).toBeNull()
    expect(employmentType(null)).toBeNull()
  })
})

describe('jobPosting', () => {
  const base = {
    title: 'Property Consultant',
    description: 'Guide home buyers.',
    url: 'https://example.com/careers/property-consultant-bengaluru',
    datePosted: '2026-11-20T10:15:00.000Z',
    type: 'Full-time',
    location: 'Bengaluru',
    organization,
  }

  it('has the fields search engines need', () => {
    expect(jobPosting(base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Property Consultant',
      description: 'Guide home buyers.',
      url: base.url,
      datePosted: '2026-11-20',
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: 'Griha Homes', sameAs: 'https://example.com/', logo: 'https://example.com/logo.png' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressCountry: 'IN' } },
    })
  })

  it('marks remote jobs as telecommute with the applicants’ country', () => {
    expect(isRemote('Remote')).toBe(true)
    expect(isRemote('Bengaluru')).toBe(false)
    const ld = jobPosting({ ...base, location: 'Remote' })
    expect(ld.jobLocationType).toBe('TELECOMMUTE')
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'IN' })
    expect(ld.jobLocation).toBeUndefined()
  })

  it('falls back to the title for an empty description and leaves unknown fields out', () => {
    const ld = jobPosting({ ...base, description: '', datePosted: null, type: null, location: null })
    expect(ld.description).toBe('Property Consultant')
    expect(ld.datePosted).toBeUndefined()
    expect(ld.employmentType).toBeUndefined()
    expect(ld.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'IN' } })
  })
})
