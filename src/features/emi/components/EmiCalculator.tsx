'use client'

import Link from '@/components/Link'
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'

import { useCityCookie } from '@/features/cities/city-cookie'
import { resolveCityChoice } from '@/features/cities/choice'
import { fillIn } from '@/features/i18n/fill'
import { formatPrice, type PriceWords } from '@/features/properties/price'

import {
  AMOUNT_SLIDER_STEPS,
  amountFromSlider,
  calculateEmi,
  DEFAULT_RATE,
  EMI_LIMITS,
  type EmiField,
  formatRupees,
  sliderFromAmount,
} from '../emi'
import type { EmiErrors, EmiMessages, ParsedEmiInput } from '../input'
import type { EmiStrings } from '../strings'
import { EmiChart } from './EmiChart'
import { EmiSchedule } from './EmiSchedule'

/** A city's lowest home-loan rate, for the default rate; `label` is its name in the page's language where that differs. */
export type CityRate = { name: string; slug: string; rate: number; label?: string }

/** The fields as typed; a null rate follows the city's rate (the query string gave none). */
export type EmiValues = { amount: string; rate: string | null; years: string }

type Parse = (raw: Partial<Record<EmiField, unknown>>, messages: EmiMessages) => ParsedEmiInput

const noSubscription = () => () => {}

function toNumber(text: string): number {
  return Number(text.replace(/[\s,₹%]/g, ''))
}

function clamp(value: number, { min, max }: { min: number; max: number }): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min
}

/**
 * The EMI calculator (docs/product.md §4 `/emi`). Server-rendered from the query string, it is a plain GET
 * form without JavaScript. In the browser it recalculates as the fields and sliders change,
 * parsing with the same zod schema as the server (loaded after hydration, so it is not part of
 * the first-load JavaScript), and takes the default rate from the `city` cookie, which the cached
 * server render cannot read. Its words, and the messages of the parse, are the page's language's
 * (`strings`, docs/product.md §21); amounts keep Indian digit grouping in both languages.
 */
export function EmiCalculator({
  initialValues,
  initial,
  queryCity,
  cities,
  strings: t,
  priceWords,
  action,
  enquireHref,
}: {
  initialValues: EmiValues
  /** The server's parse of the query string. */
  initial: ParsedEmiInput
  /** A city named by `?city=`, which wins over the cookie. */
  queryCity: CityRate | null
  cities: CityRate[]
  /** The calculator's words in the page's language (`Emi.calculator`). */
  strings: EmiStrings
  /** The page language's lakh and crore (`Price`), for the amount's hint and the chart's axis. */
  priceWords: PriceWords
  /** The form's address: the calculator page in the page's language. */
  action: string
  /** The home-loan enquiry link, in the page's language. */
  enquireHref: string
}) {
  const [values, setValues] = useState(initialValues)
  const [parse, setParse] = useState<{ run: Parse } | null>(null)
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false)
  const cookie = useCityCookie()
  const city = queryCity ?? resolveCityChoice(cookie, cities)
  const rateText = values.rate ?? String(city?.rate ?? DEFAULT_RATE)

  useEffect(() => {
    let cancelled = false
    void import('../input').then(({ parseEmiInput }) => {
      if (!cancelled) setParse({ run: parseEmiInput })
    })
    return () => {
      cancelled = true
    }
  }, [])

  const parsed = parse ? parse.run({ amount: values.amount, rate: rateText, years: values.years }, t.errors) : initial
  const errors: EmiErrors = parsed.ok ? {} : parsed.errors
  const result = parsed.ok ? calculateEmi(parsed.value) : null

  const set = (field: EmiField) => (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [field]: event.target.value }))
  const setAmountStep = (event: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, amount: String(amountFromSlider(Number(event.target.value))) }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the figures are already current; keep the URL shareable instead of reloading.
    event.preventDefault()
    const query = new URLSearchParams({ amount: values.amount, rate: rateText, years: values.years })
    window.history.replaceState(null, '', `?${query.toString()}`)
  }

  const amountNumber = toNumber(values.amount)
  const amountHint = Number.isFinite(amountNumber) && amountNumber > 0 ? formatPrice(amountNumber, 'INR', priceWords) : null

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form action={action} method="get" noValidate onSubmit={submit} className="space-y-6 rounded-2xl border border-line bg-surface p-5 md:p-6">
        <Field
          id="emi-amount"
          label={t.amountLabel}
          hint={amountHint ? fillIn(t.amountHintWith, { amount: amountHint }) : t.amountHint}
          error={errors.amount}
          slider={
            <input
              type="range"
              aria-label={t.amountSlider}
              aria-valuetext={formatRupees(clamp(amountNumber, EMI_LIMITS.amount))}
              min={0}
              max={AMOUNT_SLIDER_STEPS}
              step={1}
              value={sliderFromAmount(clamp(amountNumber, EMI_LIMITS.amount))}
              onChange={setAmountStep}
              disabled={!hydrated}
              className="w-full accent-brand-700"
            />
          }
        >
          {(a11y) => (
            <input {...a11y} name="amount" type="text" inputMode="numeric" autoComplete="off" value={values.amount} onChange={set('amount')} className="field" />
          )}
        </Field>
        <Field
          id="emi-rate"
          label={t.rateLabel}
          hint={values.rate === null && city ? fillIn(t.rateHintCity, { city: city.label ?? city.name }) : t.rateHint}
          error={errors.rate}
          slider={
            <input
              type="range"
              aria-label={t.rateSlider}
              aria-valuetext={fillIn(t.rateValue, { rate: clamp(toNumber(rateText), EMI_LIMITS.rate) })}
              min={EMI_LIMITS.rate.min}
              max={EMI_LIMITS.rate.max}
              step={EMI_LIMITS.rate.step}
              value={clamp(toNumber(rateText), EMI_LIMITS.rate)}
              onChange={set('rate')}
              disabled={!hydrated}
              className="w-full accent-brand-700"
            />
          }
        >
          {(a11y) => (
            <input {...a11y} name="rate" type="text" inputMode="decimal" autoComplete="off" value={rateText} onChange={set('rate')} className="field" />
          )}
        </Field>
        <Field
          id="emi-years"
          label={t.yearsLabel}
          hint={t.yearsHint}
          error={errors.years}
          slider={
            <input
              type="range"
              aria-label={t.yearsSlider}
              aria-valuetext={fillIn(t.yearsValue, { years: clamp(toNumber(values.years), EMI_LIMITS.years) })}
              min={EMI_LIMITS.years.min}
              max={EMI_LIMITS.years.max}
              step={EMI_LIMITS.years.step}
              value={clamp(toNumber(values.years), EMI_LIMITS.years)}
              onChange={set('years')}
              disabled={!hydrated}
              className="w-full accent-brand-700"
            />
          }
        >
          {(a11y) => (
            <input {...a11y} name="years" type="text" inputMode="numeric" autoComplete="off" value={values.years} onChange={set('years')} className="field" />
          )}
        </Field>
        <button type="submit" className="btn btn-primary">
          {t.submit}
        </button>
      </form>

      <section aria-labelledby="emi-results-title" className="space-y-6">
        <h2 id="emi-results-title" className="section-title">
          {t.resultsTitle}
        </h2>
        {result ? (
          <>
            <dl aria-live="polite" className="grid gap-4 sm:grid-cols-3">
              <Figure label={t.monthly} testId="emi-monthly" value={formatRupees(result.emi)} strong />
              <Figure label={t.totalInterest} testId="emi-total-interest" value={formatRupees(result.totalInterest)} />
              <Figure label={t.totalPayment} testId="emi-total-payment" value={formatRupees(result.totalPayment)} />
            </dl>
            <EmiChart result={result} id="emi-chart" strings={t} priceWords={priceWords} />
          </>
        ) : (
          <p role="status" className="rounded-2xl border border-line bg-surface p-5 text-muted">
            {t.correct}
          </p>
        )}
        <p>
          <Link href={enquireHref} className="btn btn-secondary">
            {t.enquire}
          </Link>
        </p>
      </section>

      {result ? (
        <section aria-labelledby="emi-schedule-title" className="lg:col-span-2">
          <h2 id="emi-schedule-title" className="section-title mb-4">
            {t.scheduleTitle}
          </h2>
          <EmiSchedule result={result} id="emi-schedule" strings={t} />
        </section>
      ) : null}
    </div>
  )
}

function Field({
  id,
  label,
  hint,
  error,
  slider,
  children,
}: {
  id: string
  label: string
  hint: string
  error: string | undefined
  slider: ReactNode
  children: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby': string }) => ReactNode
}) {
  const describedBy = error ? `${id}-error ${id}-hint` : `${id}-hint`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': describedBy } : { id, 'aria-describedby': describedBy })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-error-for={id}>
          {error}
        </p>
      ) : null}
      <div className="mt-2">{slider}</div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
    </div>
  )
}

function Figure({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className={`rounded-2xl border p-4 ${strong ? 'border-brand-300 bg-brand-50' : 'border-line bg-white'}`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={`mt-1 font-bold tabular-nums ${strong ? 'text-2xl text-brand-800' : 'text-xl'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

