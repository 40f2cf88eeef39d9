/**
 * JobPosting structured data (docs/product.md §4, schema.org/JobPosting, Google's job posting guidelines).
 * Pure, so the shape is unit-tested; URLs passed in are absolute.
 */

/** schema.org employmentType values, from the free-text `type` editors write ("Full-time", "Contract"). */
const EMPLOYMENT_TYPES: [RegExp, string][] = [
  [/full[\s-]*time|permanent/i, 'FULL_TIME'],
  [/part[\s-]*time/i, 'PART_TIME'],
  [/contract|freelance|consult/i, 'CONTRACTOR'],
  [/temp/i, 'TEMPORARY'],
  [/intern|trainee/i, 'INTERN'],
  [/volunteer/i, 'VOLUNTEER'],
  [/per[\s-]*diem/i, 'PER_DIEM'],
]

export function employmentType(type: string | null | undefined): string | null {
  if (!type?.trim()) return null
  return EMPLOYMENT_TYPES.find(([pattern]) => pattern.test(type))?.[1] ?? 'OTHER'
}

export function isRemote(location: string | null | undefined): boolean {
  return !!location && /\b(remote|work from home|wfh)\b/i.test(location)
}

export type JobPostingInput = {
  title: string
  description: string
  url: string
  /** When the opening was first published (ISO instant or date). */
  datePosted: string | null
  type: string | null
  location: string | null
  organization: { name: string; url: string; logo?: string | null }
  /** ISO 3166-1 alpha-2 country of the job and, for remote jobs, of the applicants. */
  country?: string
}

export function jobPosting(input: JobPostingInput): Record<string, unknown> {
  const country = input.country ?? 'IN'
  const employment = employmentType(input.type)
  const remote = isRemote(input.location)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.description || input.title,
    url: input.url,
    ...(input.datePosted ? { datePosted: input.datePosted.slice(0, 10) } : {}),
    ...(employment ? { employmentType: employment } : {}),
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: input.organization.name,
      sameAs: input.organization.url,
      ...(input.organization.logo ? { logo: input.organization.logo } : {}),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: country },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(input.location ? { addressLocality: input.location } : {}),
              addressCountry: country,
            },
          },
        }),
  }
}
