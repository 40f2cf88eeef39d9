'use client'

import Link from '@/components/Link'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type React from 'react'

import { isPlaceholderEmail } from '../auth-options'
import { loginPathFor } from '../next-path'
import { type AuthUser, authGet, authPost, fetchSessionUser } from './auth-client'
import { AccountForm, Field, FormAlert, FormStatus, SubmitButton } from './fields'
import { usePending } from './use-pending'

// Loaded when shown: the page's first-load JavaScript stays within the docs/product.md §12 budget.
const PhoneCodeForm = lazy(() => import('./PhoneCodeForm').then((m) => ({ default: m.PhoneCodeForm })))
const ChangePasswordForm = lazy(() => import('./ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })))

const loading = <p className="text-sm text-muted">Loading…</p>

type LinkedAccount = { providerId: string }

const METHOD_LABELS: Record<string, string> = { credential: 'E-mail and password', google: 'Google' }

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** The visitor and their sign-in methods; null when signed out, undefined when it failed. */
async function loadProfile(): Promise<{ user: AuthUser; methods: string[] } | null | undefined> {
  const user = await fetchSessionUser()
  if (!user) return user
  const accounts = await authGet<LinkedAccount[]>('/list-accounts')
  return { user, methods: accounts.ok && Array.isArray(accounts.data) ? accounts.data.map((a) => a.providerId) : [] }
}

/** The signed-in visitor's account (docs/product.md §8), read in the browser: the page itself is shared HTML. */
export function ProfileView() {
  const [user, setUser] = useState<AuthUser | null | undefined>(undefined)
  const [methods, setMethods] = useState<string[]>([])
  const [loadFailed, setLoadFailed] = useState(false)
  const [phoneFormOpen, setPhoneFormOpen] = useState(false)

  const reload = useCallback(
    () =>
      loadProfile().then((loaded) => {
        if (loaded === null) {
          window.location.replace(loginPathFor('/profile'))
          return
        }
        if (loaded === undefined) {
          setLoadFailed(true)
          return
        }
        setUser(loaded.user)
        setMethods(loaded.methods)
      }),
    [],
  )

  useEffect(() => {
    void reload()
  }, [reload])

  if (loadFailed) return <FormAlert message="We could not load your profile. Please reload the page" />
  if (!user) return <FormStatus message="Loading your profile…" />

  const hasPassword = methods.includes('credential')
  const signInMethods = [
    ...methods.map((m) => METHOD_LABELS[m] ?? m),
    ...(user.phoneNumber && user.phoneNumberVerified !== false ? ['Phone code'] : []),
  ]

  return (
    <div className="grid gap-6">
      <p className="text-lg">
        Signed in as <strong data-testid="profile-name">{user.name || 'a visitor without a name'}</strong>
      </p>
      <Section id="profile-name" title="Your name">
        <NameForm user={user} onSaved={reload} />
      </Section>
      <Section id="profile-email" title="E-mail">
        <EmailPanel user={user} onChanged={reload} />
      </Section>
      <Section id="profile-phone" title="Phone">
        {user.phoneNumber ? (
          <p>
            Your phone number is <strong>{user.phoneNumber}</strong>.
          </p>
        ) : (
          <p className="text-muted">No phone number yet. Link one to sign in with a code.</p>
        )}
        <details className="mt-4" onToggle={(event) => setPhoneFormOpen(event.currentTarget.open)}>
          <summary className="cursor-pointer font-semibold text-brand-700 underline underline-offset-2">
            {user.phoneNumber ? 'Change phone number' : 'Link a phone number'}
          </summary>
          <div className="mt-4">
            {phoneFormOpen ? (
              <Suspense fallback={loading}>
                <PhoneCodeForm idPrefix="profile" link onVerified={() => void reload()} />
              </Suspense>
            ) : null}
          </div>
        </details>
      </Section>
      <Section id="profile-methods" title="Ways to sign in">
        <ul className="list-disc pl-5" data-testid="sign-in-methods">
          {signInMethods.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </Section>
      <Section id="profile-password" title="Password">
        {hasPassword ? (
          <Suspense fallback={loading}>
            <ChangePasswordForm />
          </Suspense>
        ) : (
          <p className="text-muted">
            You sign in without a password.{' '}
            {isPlaceholderEmail(user.email)
              ? 'Add an e-mail address first, then you can set one with "Forgot your password?".'
              : <>
                  To add one, use{' '}
                  <Link href="/forgot_password" className="text-link">
                    Forgot your password?
                  </Link>{' '}
                  with your e-mail address.
                </>}
          </p>
        )}
      </Section>
      <SignOutButton />
    </div>
  )
}

function NameForm({ user, onSaved }: { user: AuthUser; onSaved: () => Promise<void> }) {
  const { pending, error, run } = usePending()
  const [status, setStatus] = useState<string | null>(null)
  return (
    <AccountForm
      onData={(data) => {
        const name = String(data.get('name') ?? '').trim()
        void run(async () => {
          setStatus(null)
          if (!name) return 'Please enter your name'
          const result = await authPost('/update-user', { name })
          if (!result.ok) return result.message
          await onSaved()
          setStatus('Your name has been saved.')
        })
      }}
    >
      <Field id="profile-name-input" label="Display name" name="name" autoComplete="name" required maxLength={100} defaultValue={user.name} />
      <FormAlert message={error} />
      <FormStatus message={status} />
      <SubmitButton pending={pending} className="justify-self-start">
        Save name
      </SubmitButton>
    </AccountForm>
  )
}

function EmailPanel({ user, onChanged }: { user: AuthUser; onChanged: () => Promise<void> }) {
  const placeholder = isPlaceholderEmail(user.email)
  const change = usePending()
  const resend = usePending()
  const [status, setStatus] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)

  return (
    <div className="grid gap-4">
      {placeholder ? (
        <p className="text-muted">No e-mail yet. Add one to get updates and to sign in with a password.</p>
      ) : (
        <p>
          Your e-mail is <strong data-testid="profile-email">{user.email}</strong>{' '}
          {user.emailVerified ? <span className="text-sm font-semibold text-brand-700">(verified)</span> : null}
        </p>
      )}
      {!placeholder && !user.emailVerified ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm" data-testid="verify-reminder">
          <p>Please verify your e-mail address: open the link we sent you.</p>
          <button
            type="button"
            className="mt-2 font-semibold text-brand-800 underline underline-offset-2"
            onClick={() =>
              void resend.run(async () => {
                setStatus(null)
                const result = await authPost('/send-verification-email', { email: user.email, callbackURL: '/profile' })
                if (!result.ok) return result.message
                setStatus(`We have sent a new verification link to ${user.email}.`)
              })
            }
          >
            Resend verification e-mail
          </button>
        </div>
      ) : null}
      <FormAlert message={resend.error} />
      {placeholder || editing ? (
        <AccountForm
          onData={(data) => {
            const newEmail = String(data.get('email') ?? '').trim()
            void change.run(async () => {
              setStatus(null)
              if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newEmail)) return 'Please enter a valid e-mail address'
              const result = await authPost('/change-email', { newEmail, callbackURL: '/profile' })
              if (!result.ok) return result.message
              const after = await fetchSessionUser()
              await onChanged()
              setEditing(false)
              setStatus(
                after?.email.toLowerCase() === newEmail.toLowerCase()
                  ? `Your e-mail is now ${newEmail}. Check your inbox for a link to verify it.`
                  : `We have sent a link to ${user.email} to approve the change to ${newEmail}.`,
              )
            })
          }}
        >
          <Field id="profile-email-input" label={placeholder ? 'E-mail' : 'New e-mail'} name="email" type="email" autoComplete="email" required />
          <FormAlert message={change.error} />
          <SubmitButton pending={change.pending} className="justify-self-start">
            {placeholder ? 'Add e-mail' : 'Change e-mail'}
          </SubmitButton>
        </AccountForm>
      ) : (
        <button type="button" className="justify-self-start font-semibold text-brand-700 underline underline-offset-2" onClick={() => setEditing(true)}>
          Change e-mail
        </button>
      )}
      <FormStatus message={status} />
    </div>
  )
}

/** /logout signs out (a POST, when its button is pressed), so this link is just the way there. */
function SignOutButton() {
  return (
    <Link href="/logout" prefetch={false} className="btn btn-secondary justify-self-start">
      Sign out
    </Link>
  )
}
