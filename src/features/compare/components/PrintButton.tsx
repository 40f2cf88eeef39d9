'use client'

/** Prints the page (the table; the site's header, footer and trays stay off paper). `label` is in the page's language. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className="btn btn-secondary no-print">
      {label}
    </button>
  )
}
