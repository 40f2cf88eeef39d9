'use client'

import './(site)/globals.css'

import { useEffect } from 'react'

/**
 * Last-resort error page for errors in a root layout itself (docs/product.md §11). It replaces the layout, so
 * it brings its own document and keeps to plain markup.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('Layout error', error)
  }, [error])

  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-white p-6 font-sans text-ink">
        <title>Unexpected Application Error!</title>
        <main className="max-w-xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Griha Homes</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight">Sorry, something went wrong</h1>
          <p className="mt-3 text-muted">Please try again in a moment. If it keeps happening, come back a little later.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button type="button" onClick={() => retry()} className="btn btn-primary">
              Try again
            </button>
            {/* A full page load on purpose: the app shell itself failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="btn btn-secondary">
              Go to the home page
            </a>
          </div>
        </main>
      </body>
    </html>
  )
}
