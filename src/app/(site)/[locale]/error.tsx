'use client'

import Link from '@/components/Link'
import { useEffect } from 'react'

import { HomeIcon } from '@/components/icons'

/**
 * The friendly page for an unexpected error (docs/product.md §11, §18: titled 'Unexpected Application
 * Error!', with a retry and the home page); the server has logged the cause.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error && 'digest' in error ? String((error as { digest?: unknown }).digest ?? '') : ''

  useEffect(() => {
    console.error('Page error', error)
  }, [error])

  return (
    <div className="container-page py-16 md:py-24">
      <title>Unexpected Application Error!</title>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Unexpected Application Error!</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">Sorry, this page didn’t load</h1>
        <p className="mt-3 text-muted">
          It’s not you, it’s us. Please try again in a moment; if it keeps happening, call or message us and we’ll
          help you straight away.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={() => retry()} className="btn btn-primary">
            Try again
          </button>
          <Link href="/" className="btn btn-secondary">
            <HomeIcon size={20} />
            Go to the home page
          </Link>
        </div>
        {digest ? <p className="mt-6 text-xs text-muted">Reference: {digest}</p> : null}
      </div>
    </div>
  )
}
