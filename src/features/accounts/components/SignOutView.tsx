'use client'

import Link from '@/components/Link'
import { useState } from 'react'

import { localizedPath } from '@/features/i18n/locales'

import type { AccountStrings } from '../account-strings'
import { authPost } from './auth-client'
import { FormAlert, FormStatus } from './fields'

/**
 * Signs out when the visitor presses the button: opening /logout changes nothing, so a link or an
 * image on another site pointing here cannot sign anyone out. The session cookie is HttpOnly, so
 * only the server can end it (a POST, checked for a same-site Origin).
 */
export function SignOutView({ strings }: { strings: AccountStrings<'signOut'> }) {
  const { signOut: t, locale } = strings
  const [state, setState] = useState<'ready' | 'working' | 'done' | 'failed'>('ready')

  const signOut = () => {
    setState('working')
    void authPost('/sign-out', {}, { locale }).then((result) => {
      // Without a session there is nothing to end: the visitor is signed out either way.
      setState(result.ok || (result.status >= 400 && result.status < 500) ? 'done' : 'failed')
    })
  }

  return (
    <div className="grid gap-4">
      {state === 'failed' ? <FormAlert message={t.failed} /> : null}
      <FormStatus message={state === 'working' ? t.working : state === 'done' ? t.done : null} />
      <div className="flex flex-wrap gap-3">
        {state === 'done' ? (
          <>
            <Link href={localizedPath('/', locale)} className="btn btn-primary">
              {t.home}
            </Link>
            <Link href={localizedPath('/login', locale)} className="btn btn-secondary">
              {t.again}
            </Link>
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={signOut} disabled={state === 'working'}>
            {t.submit}
          </button>
        )}
      </div>
    </div>
  )
}
