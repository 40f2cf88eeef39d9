import { getCities } from '@/features/cities/cities.server'
import { resolveCityChoice } from '@/features/cities/choice'
import { type CityRate, EmiCalculator, type EmiValues } from '@/features/emi/components/EmiCalculator'
import { DEFAULT_AMOUNT, DEFAULT_RATE, DEFAULT_YEARS, EMI_LIMITS } from '@/features/emi/emi'
import { parseEmiInput } from '@/features/emi/input'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata(pageMetadata({
  title: 'Home loan EMI calculator',
  description:
    'Work out the monthly EMI, total interest and year-by-year repayment schedule of a home loan, with rates starting from your city’s lowest home-loan rate.',
  path: '/emi',
}))

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

/**
 * `/emi` (docs/product.md §4). The query string (`amount`, `rate`, `years`, and `city` for the default rate)
 * is what the calculator's GET form sends, so the figures are computed here for visitors without
 * JavaScript; bad values come back as messages beside the fields, with status 200. The `city`
 * cookie is applied in the browser (docs/decisions/008-page-caching.md).
 */
export default async function EmiPage({ searchParams }: { searchParams: Promise<Query> }) {
  const [query, allCities] = await Promise.all([searchParams, getCities()])
  const cities: CityRate[] = allCities.flatMap(({ name, slug, loanRateMinimum: minimum }) =>
    minimum !== null && minimum >= EMI_LIMITS.rate.min && minimum <= EMI_LIMITS.rate.max ? [{ name, slug, rate: minimum }] : [],
  )
  const queryCity = resolveCityChoice(first(query.city), cities)
  const values: EmiValues = {
    amount: first(query.amount) ?? String(DEFAULT_AMOUNT),
    rate: first(query.rate) ?? null,
    years: first(query.years) ?? String(DEFAULT_YEARS),
  }
  const initial = parseEmiInput({ ...values, rate: values.rate ?? queryCity?.rate ?? DEFAULT_RATE })

  return (
    <div className="container-page py-10 md:py-16">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Home loans</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">EMI calculator</h1>
        <p className="mt-3 text-muted">
          See what a home loan costs each month and over its whole term. Change the amount, interest rate and tenure;
          the rate starts at the lowest home-loan rate in your city.
        </p>
      </div>
      <div className="mt-8">
        <EmiCalculator initialValues={values} initial={initial} queryCity={queryCity} cities={cities} />
      </div>
    </div>
  )
}
