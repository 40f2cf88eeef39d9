'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useEffect, useRef, useTransition } from 'react'

import { fillIn } from '@/features/i18n/fill'

import { type FilterOption, optionLabel, optionValue } from './filter-option'
import type { FilterStrings } from './filter-strings'
import { formQuery } from './form-query'

/** Current values of the form's fields, by field name (repeatable fields hold several). */
export type FilterValues = Record<string, string[]>

export type FilterOptions = {
  cities?: FilterOption[]
  builders?: FilterOption[]
  types: FilterOption[]
  amenities: FilterOption[]
  collections?: FilterOption[]
  statuses: FilterOption[]
  bhk: string[]
  budgets: FilterOption[]
  /** The orders' values; their labels are in the strings. */
  sorts: string[]
}

const SORT_LABELS: Record<string, keyof FilterStrings> = {
  relevance: 'sortRelevance',
  price_asc: 'sortPriceAsc',
  price_desc: 'sortPriceDesc',
  newest: 'sortNewest',
}

const LARGE_SCREEN = '(min-width: 1024px)'

/**
 * The search filters (docs/product.md §5): a plain GET form, so it works without JavaScript. With JavaScript,
 * every change puts the canonical query in the URL (a history entry, so Back restores the previous
 * filters) and the server renders the new results without a full page load.
 */
export function SearchFilters({
  action,
  values,
  options,
  hidden,
  strings: t,
}: {
  /** The page the form submits to (its path carries any fixed filter, e.g. the city). */
  action: string
  values: FilterValues
  options: FilterOptions
  /** Parameters kept as they are because the form has no field for them (zoning, featured, pageSize). */
  hidden: [string, string][]
  /** The page's language's strings. */
  strings: FilterStrings
}) {
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const [pending, startTransition] = useTransition()
  const valuesKey = JSON.stringify(values)

  // Back/forward renders the page with other values: put them in the (uncontrolled) fields
  // without remounting the form, so keyboard focus stays where it was.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const current = JSON.parse(valuesKey) as FilterValues
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue
      if (!element.name || element.type === 'hidden' || element.type === 'submit') continue
      const wanted = current[element.name] ?? []
      if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = wanted.includes(element.value)
      else element.value = wanted[0] ?? (element instanceof HTMLSelectElement ? (element.options[0]?.value ?? '') : '')
    }
  }, [valuesKey])

  // Large screens show the filters open; small ones keep them behind the 'Filters' button.
  useEffect(() => {
    if (detailsRef.current && window.matchMedia(LARGE_SCREEN).matches) detailsRef.current.open = true
  }, [])

  const apply = () => {
    const form = formRef.current
    if (!form) return
    const query = formQuery(new FormData(form))
    startTransition(() => router.push(query ? `${action}?${query}` : action, { scroll: false }))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply()
  }

  // Selects and checkboxes apply at once; typed text waits for Enter or the button.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement
    if (target instanceof HTMLInputElement && target.type !== 'checkbox') return
    apply()
  }

  const selected = (name: string) => values[name] ?? []
  const first = (name: string) => selected(name)[0] ?? ''
  const amenityCount = selected('amenity').length

  return (
    <details
      ref={detailsRef}
      // Large screens show the form even while closed (no JavaScript needed); small ones need the button.
      className="group rounded-2xl border border-line bg-white lg:border-0 lg:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="btn btn-secondary w-full cursor-pointer lg:hidden">
        {t.toggle}
      </summary>
      <form
        ref={formRef}
        action={action}
        method="get"
        aria-label={t.form}
        aria-busy={pending}
        onSubmit={onSubmit}
        onChange={onChange}
        className="grid gap-4 p-4 lg:p-0"
      >
        {hidden.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <Field id="filter-q" label={t.q}>
          <input id="filter-q" name="q" type="search" defaultValue={first('q')} maxLength={120} className="field py-2" />
        </Field>
        {options.cities ? (
          <Select id="filter-city" name="city" label={t.city} value={first('city')} empty={t.allCities} options={options.cities} />
        ) : null}
        {options.builders ? (
          <Select id="filter-builder" name="builder" label={t.builder} value={first('builder')} empty={t.allBuilders} options={options.builders} />
        ) : null}
        <Select id="filter-type" name="type" label={t.type} value={first('type')} empty={t.allTypes} options={options.types} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">{t.bhk}</legend>
          <div className="flex flex-wrap gap-2">
            {options.bhk.map((b) => (
              <label key={b} className="check-pill">
                <input type="checkbox" name="bhk" value={b} defaultChecked={selected('bhk').includes(b)} />
                {b} BHK
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">{t.budget}</legend>
          <div className="grid grid-cols-2 gap-2">
            <Select id="filter-min" name="min" label={t.min} value={first('min')} empty={t.any} options={options.budgets} small />
            <Select id="filter-max" name="max" label={t.max} value={first('max')} empty={t.any} options={options.budgets} small />
          </div>
        </fieldset>
        <Select id="filter-status" name="status" label={t.status} value={first('status')} empty={t.anyStatus} options={options.statuses} />
        {options.collections ? (
          <Select id="filter-collection" name="collection" label={t.collection} value={first('collection')} empty={t.allCollections} options={options.collections} />
        ) : null}
        <label className="check font-medium">
          <input type="checkbox" name="offers" value="true" defaultChecked={first('offers') === 'true'} />
          {t.offers}
        </label>
        <details className="rounded-lg border border-line" open={amenityCount > 0}>
          <summary className="flex cursor-pointer items-center justify-between px-3 py-2 text-sm font-semibold">
            {t.amenities}
            {amenityCount > 0 ? ` ${fillIn(t.selected, { count: amenityCount })}` : ''}
            <span aria-hidden="true">▾</span>
          </summary>
          <fieldset className="check-list">
            <legend className="sr-only">{t.amenities}</legend>
            {options.amenities.map((o) => (
              <label key={optionValue(o)}>
                <input type="checkbox" name="amenity" value={optionValue(o)} defaultChecked={selected('amenity').includes(optionValue(o))} />
                {optionLabel(o)}
              </label>
            ))}
          </fieldset>
        </details>
        <Select
          id="filter-sort"
          name="sort"
          label={t.sort}
          value={first('sort') || 'relevance'}
          options={options.sorts.map((value) => [value, SORT_LABELS[value] ? t[SORT_LABELS[value]] : value] as const)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary">
            {t.apply}
          </button>
          <a href={action} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t.clear}
          </a>
        </div>
      </form>
    </details>
  )
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  )
}

function Select({
  id,
  name,
  label,
  value,
  empty,
  options,
  small = false,
}: {
  id: string
  name: string
  label: string
  value: string
  empty?: string
  options: FilterOption[]
  small?: boolean
}) {
  return (
    <div>
      <label htmlFor={id} className={`mb-1.5 block ${small ? 'text-xs font-medium text-muted' : 'text-sm font-semibold'}`}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="field cursor-pointer py-2 text-sm">
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {/* An option without a label submits its text: no value attribute to repeat it in the HTML. */}
        {options.map((o) =>
          typeof o === 'string' ? (
            <option key={o}>{o}</option>
          ) : (
            <option key={o[0]} value={o[0]}>
              {o[1]}
            </option>
          ),
        )}
      </select>
    </div>
  )
}
