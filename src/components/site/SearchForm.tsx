import { SearchIcon } from '../icons'

/** The site search box (SPEC §4/§5): a plain GET form to /search with `q`. */
export function SearchForm({
  id,
  label = 'Search projects',
  placeholder = 'Project, builder or locality',
  size = 'md',
  defaultValue,
  className = '',
}: {
  id: string
  label?: string
  placeholder?: string
  size?: 'md' | 'lg'
  defaultValue?: string
  className?: string
}) {
  const large = size === 'lg'
  return (
    <form action="/search" method="get" role="search" aria-label={label} className={`flex w-full gap-2 ${className}`}>
      <div className="relative flex-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <SearchIcon
          size={large ? 22 : 18}
          className="field-icon text-muted"
        />
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={120}
          className={`field ${large ? 'py-3.5 pl-11 text-base' : 'py-2 pl-9 text-sm'}`}
        />
      </div>
      <button type="submit" className={`btn btn-primary ${large ? 'px-6 py-3.5' : 'py-2 text-sm'}`}>
        Search
      </button>
    </form>
  )
}
