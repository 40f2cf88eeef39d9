import { SearchIcon } from '../icons'

/**
 * The site search box (docs/product.md §4/§5): a plain GET form to /search with `q` (`/hi/search`
 * on Hindi pages: `action`, with the labels in the page's language, docs/product.md §21).
 */
export function SearchForm({
  id,
  action = '/search',
  label = 'Search projects',
  placeholder = 'Project, builder or locality',
  button = 'Search',
  size = 'md',
  defaultValue,
  className = '',
}: {
  id: string
  action?: string
  label?: string
  placeholder?: string
  button?: string
  size?: 'md' | 'lg'
  defaultValue?: string
  className?: string
}) {
  const large = size === 'lg'
  return (
    <form action={action} method="get" role="search" aria-label={label} className={`flex w-full gap-2 ${className}`}>
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
        {button}
      </button>
    </form>
  )
}
