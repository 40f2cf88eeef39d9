'use client'

import Link from '@/components/Link'
import { useState } from 'react'

import { authPost } from './auth-client'
import { FormAlert, FormStatus } from './fields'

/**
 * Signs out when the visitor presses the button: opening /logout changes nothing, so a link or an
 * image on another site pointing here cannot sign anyone out. The session cookie is HttpOnly, so
 * only the server can end it (a POST, checked for a same-site Origin).
 */
export function SignOutView() {
  const [state, setState] = useState<'ready' | 'working' | 'done' | 'failed'>('ready')

  const signOut = () => {
    setState('working')
    void authPost('/sign-out', {}).then((result) => {
      // Without a session there is nothing to end: the visitor is signed out either way.
      setState(result.ok || (result.status >= 400 && result.status < 500) ? 'done' : 'failed')
    })
  }

  return (
    <div className="grid gap-4">
      {state === 'failed' ? <FormAlert message="We could not sign you out. Please check your connection and try again" /> : null}
      <FormStatus message={state === 'working' ? 'Signing you out…' : state === 'done' ? 'You are signed out.' : null} />
      <div className="flex flex-wrap gap-3">
        {state === 'done' ? (
          <>
            <Link href="/" className="btn btn-primary">
              Go to the home page
            </Link>
            <Link href="/login" className="btn btn-secondary">
              Sign in again
            </Link>
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={signOut} disabled={state === 'working'}>
            Sign out
          </button>
        )}
      </div>
    </div>
  )
}
