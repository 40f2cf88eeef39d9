'use client'

import Link from '@/components/Link'
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react'

import { fillIn } from '@/features/i18n/fill'
import { type Locale, localizedPath } from '@/features/i18n/locales'

import { type AccountStrings, shownMessage } from '../account-strings'
import { safeNextPath } from '../next-path'
import { type AuthUser, authPost, fetchSessionUser, signInWithGoogle } from './auth-client'
import { AccountForm, Field, FormAlert, SubmitButton } from './fields'
import { usePending } from './use-pending'
import { useQueryParam } from './use-query-param'

// Most visitors use e-mail: the phone form (and, later, its proof-of-work) loads with its tab.
const PhoneCodeForm = lazy(() => import('./PhoneCodeForm').then((m) => ({ default: m.PhoneCodeForm })))

type Method = 'email' | 'phone'
const METHODS: Method[] = ['email', 'phone']

/**
 * `?next=` is read in the browser so the page stays the same HTML for everyone (ADR 008); without
 * one, the profile page in the page's language.
 */
function afterSignIn(locale: Locale): string {
  return safeNextPath(new URLSearchParams(window.location.search).get('next'), locale)
}

export function LoginForm({ google, strings }: { google: boolean; strings: AccountStrings<'login' | 'phone'> }) {
  const { login: t, common, locale } = strings
  const here = (path: string) => localizedPath(path, locale)
  const goOn = () => window.location.assign(afterSignIn(locale))
  const [method, setMethod] = useState<Method>('email')
  const [signedInAs, setSignedInAs] = useState<AuthUser | null>(null)
  const oauthError = useQueryParam('error') ? t.oauthFailed : null
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const emailForm = usePending()
  const googleButton = usePending()

  useEffect(() => {
    void fetchSessionUser().then((user) => setSignedInAs(user ?? null))
  }, [])

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + METHODS.length) % METHODS.length
    setMethod(METHODS[next]!)
    tabs.current[next]?.focus()
  }

  return (
    <div className="grid gap-6">
      {signedInAs ? (
        <p className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm">
          {signedInAs.name ? fillIn(t.signedInAs, { name: signedInAs.name }) : t.signedIn}{' '}
          <Link href={here('/profile')} className="text-link">
            {t.goToProfile}
          </Link>
        </p>
      ) : null}
      <FormAlert message={oauthError} />
      {google ? (
        <div className="grid gap-2">
          <button
            type="button"
            className="btn btn-secondary w-full"
            onClick={() =>
              void googleButton.run(async () => {
                const result = await signInWithGoogle(afterSignIn(locale), locale)
                return result.ok ? null : shownMessage(strings, result.message)
              })
            }
          >
            <GoogleMark />
            {t.google}
          </button>
          <FormAlert message={googleButton.error} />
        </div>
      ) : null}
      <div>
        <div role="tablist" aria-label={t.methods} className="grid grid-cols-2 gap-1 rounded-xl bg-surface p-1">
          {METHODS.map((m, index) => (
            <button
              key={m}
              ref={(el) => {
                tabs.current[index] = el
              }}
              type="button"
              role="tab"
              id={`login-tab-${m}`}
              aria-selected={method === m}
              aria-controls={`login-panel-${m}`}
              tabIndex={method === m ? 0 : -1}
              onClick={() => setMethod(m)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`rounded-lg px-3 py-2 text-sm font-semibold ${method === m ? 'bg-white text-brand-800 shadow-sm' : 'text-muted hover:text-ink'}`}
            >
              {m === 'email' ? t.methodEmail : t.methodPhone}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`login-panel-${method}`} aria-labelledby={`login-tab-${method}`} className="mt-5">
          {method === 'email' ? (
            <AccountForm
              onData={(data) => {
                const email = String(data.get('email') ?? '').trim()
                const password = String(data.get('password') ?? '')
                void emailForm.run(async () => {
                  if (!email || !password) return t.missing
                  const result = await authPost('/sign-in/email', { email, password }, { locale })
                  if (!result.ok) return shownMessage(strings, result.message)
                  goOn()
                })
              }}
            >
              <Field id="login-email" label={common.email} name="email" type="email" autoComplete="email" required />
              <Field id="login-password" label={common.password} name="password" type="password" autoComplete="current-password" required />
              <FormAlert message={emailForm.error} />
              <SubmitButton pending={emailForm.pending}>{emailForm.pending ? t.pending : t.submit}</SubmitButton>
              <Link href={here('/forgot_password')} className="justify-self-start text-sm font-semibold text-brand-700 underline underline-offset-2">
                {t.forgot}
              </Link>
            </AccountForm>
          ) : (
            <Suspense fallback={<p className="text-sm text-muted">{common.loading}</p>}>
              <PhoneCodeForm idPrefix="login" onVerified={goOn} strings={strings} />
            </Suspense>
          )}
        </div>
      </div>
      <p className="text-sm text-muted">
        {t.newHere}{' '}
        <Link href={here('/register')} className="text-link">
          {t.register}
        </Link>
      </p>
    </div>
  )
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  )
}
