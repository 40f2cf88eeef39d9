'use client'

import Link from '@/components/Link'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type React from 'react'

import { fillIn } from '@/features/i18n/fill'
import { localizedPath } from '@/features/i18n/locales'

import { type AccountStrings, shownMessage } from '../account-strings'
import { isPlaceholderEmail } from '../auth-options'
import { loginPathFor } from '../next-path'
import { type AuthUser, authGet, authPost, fetchSessionUser } from './auth-client'
import { AccountForm, Field, FormAlert, FormStatus, SubmitButton, withSlot } from './fields'
import { usePending } from './use-pending'

// Loaded when shown: the page's first-load JavaScript stays within the docs/product.md §12 budget.
const PhoneCodeForm = lazy(() => import('./PhoneCodeForm').then((m) => ({ default: m.PhoneCodeForm })))
const ChangePasswordForm = lazy(() => import('./ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })))

type LinkedAccount = { providerId: string }

/** What the profile shows, and what it hands on to the phone and password forms it loads. */
export type ProfileStrings = AccountStrings<'profile' | 'phone' | 'changePassword'>

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
export function ProfileView({ strings }: { strings: ProfileStrings }) {
  const { profile: t, common, locale } = strings
  const here = (path: string) => localizedPath(path, locale)
  const loading = <p className="text-sm text-muted">{common.loading}</p>
  const [user, setUser] = useState<AuthUser | null | undefined>(undefined)
  const [methods, setMethods] = useState<string[]>([])
  const [loadFailed, setLoadFailed] = useState(false)
  const [phoneFormOpen, setPhoneFormOpen] = useState(false)

  const reload = useCallback(
    () =>
      loadProfile().then((loaded) => {
        if (loaded === null) {
          window.location.replace(localizedPath(loginPathFor(localizedPath('/profile', locale)), locale))
          return
        }
        if (loaded === undefined) {
          setLoadFailed(true)
          return
        }
        setUser(loaded.user)
        setMethods(loaded.methods)
      }),
    [locale],
  )

  useEffect(() => {
    void reload()
  }, [reload])

  if (loadFailed) return <FormAlert message={t.loadFailed} />
  if (!user) return <FormStatus message={t.loading} />

  const hasPassword = methods.includes('credential')
  const signInMethods = [
    ...methods.map((m) => (m === 'credential' ? t.methodCredential : m === 'google' ? t.methodGoogle : m)),
    ...(user.phoneNumber && user.phoneNumberVerified !== false ? [t.methodPhone] : []),
  ]

  return (
    <div className="grid gap-6">
      <p className="text-lg">
        {withSlot(t.signedInAs, 'name', <strong data-testid="profile-name">{user.name || t.noName}</strong>)}
      </p>
      <Section id="profile-name" title={t.nameTitle}>
        <NameForm user={user} onSaved={reload} strings={strings} />
      </Section>
      <Section id="profile-email" title={t.emailTitle}>
        <EmailPanel user={user} onChanged={reload} strings={strings} />
      </Section>
      <Section id="profile-phone" title={t.phoneTitle}>
        {user.phoneNumber ? (
          <p>{withSlot(t.phoneIs, 'phone', <strong>{user.phoneNumber}</strong>)}</p>
        ) : (
          <p className="text-muted">{t.noPhone}</p>
        )}
        <details className="mt-4" onToggle={(event) => setPhoneFormOpen(event.currentTarget.open)}>
          <summary className="cursor-pointer font-semibold text-brand-700 underline underline-offset-2">
            {user.phoneNumber ? t.changePhone : t.linkPhone}
          </summary>
          <div className="mt-4">
            {phoneFormOpen ? (
              <Suspense fallback={loading}>
                <PhoneCodeForm idPrefix="profile" link onVerified={() => void reload()} strings={strings} />
              </Suspense>
            ) : null}
          </div>
        </details>
      </Section>
      <Section id="profile-methods" title={t.methodsTitle}>
        <ul className="list-disc pl-5" data-testid="sign-in-methods">
          {signInMethods.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </Section>
      <Section id="profile-password" title={t.passwordTitle}>
        {hasPassword ? (
          <Suspense fallback={loading}>
            <ChangePasswordForm strings={strings} />
          </Suspense>
        ) : (
          <p className="text-muted">
            {t.noPassword}{' '}
            {isPlaceholderEmail(user.email)
              ? t.addEmailFirst
              : withSlot(
                  t.addPassword,
                  'link',
                  <Link href={here('/forgot_password')} className="text-link">
                    {t.forgot}
                  </Link>,
                )}
          </p>
        )}
      </Section>
      <SignOutButton href={here('/logout')} label={t.signOut} />
    </div>
  )
}

function NameForm({ user, onSaved, strings }: { user: AuthUser; onSaved: () => Promise<void>; strings: ProfileStrings }) {
  const { profile: t, common, locale } = strings
  const { pending, error, run } = usePending()
  const [status, setStatus] = useState<string | null>(null)
  return (
    <AccountForm
      onData={(data) => {
        const name = String(data.get('name') ?? '').trim()
        void run(async () => {
          setStatus(null)
          if (!name) return common.enterName
          const result = await authPost('/update-user', { name }, { locale })
          if (!result.ok) return shownMessage(strings, result.message)
          await onSaved()
          setStatus(t.nameSaved)
        })
      }}
    >
      <Field id="profile-name-input" label={t.displayName} name="name" autoComplete="name" required maxLength={100} defaultValue={user.name} />
      <FormAlert message={error} />
      <FormStatus message={status} />
      <SubmitButton pending={pending} className="justify-self-start">
        {t.saveName}
      </SubmitButton>
    </AccountForm>
  )
}

function EmailPanel({ user, onChanged, strings }: { user: AuthUser; onChanged: () => Promise<void>; strings: ProfileStrings }) {
  const { profile: t, common, locale } = strings
  // Links in the mails lead back to this page in its language, and the mails are written in it.
  const callbackURL = localizedPath('/profile', locale)
  const placeholder = isPlaceholderEmail(user.email)
  const change = usePending()
  const resend = usePending()
  const [status, setStatus] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)

  return (
    <div className="grid gap-4">
      {placeholder ? (
        <p className="text-muted">{t.noEmail}</p>
      ) : (
        <p>
          {withSlot(t.emailIs, 'email', <strong data-testid="profile-email">{user.email}</strong>)}{' '}
          {user.emailVerified ? <span className="text-sm font-semibold text-brand-700">{t.verified}</span> : null}
        </p>
      )}
      {!placeholder && !user.emailVerified ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm" data-testid="verify-reminder">
          <p>{t.verifyReminder}</p>
          <button
            type="button"
            className="mt-2 font-semibold text-brand-800 underline underline-offset-2"
            onClick={() =>
              void resend.run(async () => {
                setStatus(null)
                const result = await authPost('/send-verification-email', { email: user.email, callbackURL }, { locale })
                if (!result.ok) return shownMessage(strings, result.message)
                setStatus(fillIn(t.resent, { email: user.email }))
              })
            }
          >
            {t.resend}
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
              if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newEmail)) return common.invalidEmail
              const result = await authPost('/change-email', { newEmail, callbackURL }, { locale })
              if (!result.ok) return shownMessage(strings, result.message)
              const after = await fetchSessionUser()
              await onChanged()
              setEditing(false)
              setStatus(
                after?.email.toLowerCase() === newEmail.toLowerCase()
                  ? fillIn(t.emailChanged, { email: newEmail })
                  : fillIn(t.emailApproval, { email: user.email, newEmail }),
              )
            })
          }}
        >
          <Field id="profile-email-input" label={placeholder ? common.email : t.newEmail} name="email" type="email" autoComplete="email" required />
          <FormAlert message={change.error} />
          <SubmitButton pending={change.pending} className="justify-self-start">
            {placeholder ? t.addEmail : t.changeEmail}
          </SubmitButton>
        </AccountForm>
      ) : (
        <button type="button" className="justify-self-start font-semibold text-brand-700 underline underline-offset-2" onClick={() => setEditing(true)}>
          {t.changeEmail}
        </button>
      )}
      <FormStatus message={status} />
    </div>
  )
}

/** /logout signs out (a POST, when its button is pressed), so this link is just the way there. */
function SignOutButton({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} prefetch={false} className="btn btn-secondary justify-self-start">
      {label}
    </Link>
  )
}
