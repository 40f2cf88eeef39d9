import { getCities } from '@/features/cities/cities.server'
import { resolveCityChoice } from '@/features/cities/choice'
import { type CityRate, EmiCalculator, type EmiValues } from '@/features/emi/components/EmiCalculator'
import { DEFAULT_AMOUNT, DEFAULT_RATE, DEFAULT_YEARS, EMI_LIMITS } from '@/features/emi/emi'
import { parseEmiInput } from '@/features/emi/input'
import { labelled } from '@/features/i18n/content-names'
import { localizedPath } from '@/features/i18n/locales'
import { messagesOf } from '@/features/i18n/messages.server'
import { languageOfPage } from '@/features/i18n/page-language.server'
import { localizedMetadata, pageMetadata } from '@/features/seo/metadata'

export const generateMetadata = localizedMetadata((_props, locale) => {
  const t = messagesOf(locale, 'Emi')
  return pageMetadata({ title: t.metaTitle, description: t.description, path: '/emi' })
})

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)

/**
 * `/emi` (docs/product.md §4). The query string (`amount`, `rate`, `years`, and `city` for the default rate)
 * is what the calculator's GET form sends, so the figures are computed here for visitors without
 * JavaScript; bad values come back as messages beside the fields, with status 200. The `city`
 * cookie is applied in the browser (docs/decisions/008-page-caching.md). Texts, messages and
 * city names in the page's language (docs/product.md §21); the calculator gets only its own strings.
 */
export default async function EmiPage({ params, searchParams }: { params: Promise<object>; searchParams: Promise<Query> }) {
  const [query, allCities, language] = await Promise.all([searchParams, getCities(), languageOfPage(params)])
  const { locale } = language
  const t = messagesOf(locale, 'Emi')
  const cities: CityRate[] = labelled(
    allCities.flatMap(({ name, slug, loanRateMinimum: minimum }) =>
      minimum !== null && minimum >= EMI_LIMITS.rate.min && minimum <= EMI_LIMITS.rate.max ? [{ name, slug, rate: minimum }] : [],
    ),
    language.names,
    'city',
  )
  const queryCity = resolveCityChoice(first(query.city), cities)
  const values: EmiValues = {
    amount: first(query.amount) ?? String(DEFAULT_AMOUNT),
    rate: first(query.rate) ?? null,
    years: first(query.years) ?? String(DEFAULT_YEARS),
  }
  const initial = parseEmiInput({ ...values, rate: values.rate ?? queryCity?.rate ?? DEFAULT_RATE }, t.calculator.errors)

  return (
    <div className="container-page py-10 md:py-16">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">{t.title}</h1>
        <p className="mt-3 text-muted">{t.intro}</p>
      </div>
      <div className="mt-8">
        <EmiCalculator
          initialValues={values}
          initial={initial}
          queryCity={queryCity}
          cities={cities}
          strings={t.calculator}
          priceWords={language.price}
          action={localizedPath('/emi', locale)}
          enquireHref={localizedPath('/contact#contact-form', locale)}
        />
      </div>
    </div>
  )
}
