'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useEffect, useRef, useTransition } from 'react'

import { formQuery } from './form-query'

/** An option of the form; without a label it shows its value (a name), which keeps the page payload small. */
export type FilterOption = { value: string; label?: string }

/** Current values of the form's fields, by field name (repeatable fields hold several). */
export type FilterValues = Record<string, string[]>

export type FilterOptions = {
  cities?: FilterOption[]
  builders?: FilterOption[]
  types: FilterOption[]
  amenities: FilterOption[]
  collections?: FilterOption[]
  statuses: FilterOption[]
  bhk: FilterOption[]
  budgets: FilterOption[]
  sorts: FilterOption[]
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
}: {
  /** The page the form submits to (its path carries any fixed filter, e.g. the city). */
  action: string
  values: FilterValues
  options: FilterOptions
  /** Parameters kept as they are because the form has no field for them (zoning, featured, pageSize). */
  hidden: [string, string][]
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
        Filters
      </summary>
      <form
        ref={formRef}
        action={action}
        method="get"
        aria-label="Filter projects"
        aria-busy={pending}
        onSubmit={onSubmit}
        onChange={onChange}
        className="grid gap-4 p-4 lg:p-0"
      >
        {hidden.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <Field id="filter-q" label="Project name">
          <input id="filter-q" name="q" type="search" defaultValue={first('q')} maxLength={120} className="field py-2" />
        </Field>
        {options.cities ? (
          <Select id="filter-city" name="city" label="City" value={first('city')} empty="All cities" options={options.cities} />
        ) : null}
        {options.builders ? (
          <Select id="filter-builder" name="builder" label="Builder" value={first('builder')} empty="All builders" options={options.builders} />
        ) : null}
        <Select id="filter-type" name="type" label="Property type" value={first('type')} empty="All types" options={options.types} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">BHK</legend>
          <div className="flex flex-wrap gap-2">
            {options.bhk.map((o) => (
              <label key={o.value} className="check-pill">
                <input type="checkbox" name="bhk" value={o.value} defaultChecked={selected('bhk').includes(o.value)} />
                {o.value} BHK
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">Budget</legend>
          <div className="grid grid-cols-2 gap-2">
            <Select id="filter-min" name="min" label="Minimum" value={first('min')} empty="Any" options={options.budgets} small />
            <Select id="filter-max" name="max" label="Maximum" value={first('max')} empty="Any" options={options.budgets} small />
          </div>
        </fieldset>
        <Select id="filter-status" name="status" label="Status" value={first('status')} empty="Any status" options={options.statuses} />
        {options.collections ? (
          <Select id="filter-collection" name="collection" label="Collection" value={first('collection')} empty="All collections" options={options.collections} />
        ) : null}
        <label className="check font-medium">
          <input type="checkbox" name="offers" value="true" defaultChecked={first('offers') === 'true'} />
          Only projects with an offer running
        </label>
        <details className="rounded-lg border border-line" open={amenityCount > 0}>
          <summary className="flex cursor-pointer items-center justify-between px-3 py-2 text-sm font-semibold">
            Amenities{amenityCount > 0 ? ` (${amenityCount} selected)` : ''}
            <span aria-hidden="true">▾</span>
          </summary>
          <fieldset className="check-list">
            <legend className="sr-only">Amenities</legend>
            {options.amenities.map((o) => (
              <label key={o.value}>
                <input type="checkbox" name="amenity" value={o.value} defaultChecked={selected('amenity').includes(o.value)} />
                {o.label ?? o.value}
              </label>
            ))}
          </fieldset>
        </details>
        <Select id="filter-sort" name="sort" label="Sort by" value={first('sort') || 'relevance'} options={options.sorts} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary">
            Apply filters
          </button>
          <a href={action} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            Clear filters
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
          o.label === undefined ? (
            <option key={o.value}>{o.value}</option>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
      </select>
    </div>
  )
}
