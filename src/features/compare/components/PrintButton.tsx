'use client'

/** Prints the page (the table; the site's header, footer and trays stay off paper). */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="btn btn-secondary no-print">
      Print
    </button>
  )
}
