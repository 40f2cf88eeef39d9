'use client'

import Link from '@/components/Link'
import { useState } from 'react'

import { PASSWORD_MAX_LENGTH } from '../password-policy'
import { safeNextPath } from '../next-path'
import { authPost } from './auth-client'
import { AccountForm, Field, FormAlert, PasswordRules, passwordLengthProblem, SubmitButton } from './fields'
import { usePending } from './use-pending'

type Problems = Partial<Record<'name' | 'email' | 'password', string>>

export function RegisterForm() {
  const { pending, error, run } = usePending()
  const [problems, setProblems] = useState<Problems>({})

  return (
    <AccountForm
      onData={(data) => {
                const name = String(data.get('name') ?? '').trim()
        const email = String(data.get('email') ?? '').trim()
        const password = String(data.get('password') ?? '')
        const found: Problems = {}
        if (!name) found.name = 'Please enter your name'
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) found.email = 'Please enter a valid e-mail address'
        const passwordProblem = passwordLengthProblem(password)
        if (passwordProblem) found.password = passwordProblem
        setProblems(found)
        if (Object.keys(found).length > 0) return
        void run(async () => {
          const signUp = await authPost('/sign-up/email', { name, email, password, callbackURL: '/profile' })
          if (!signUp.ok) return signUp.message
          // Sign-up answers alike for new and taken addresses (no account enumeration), so the
          // account is only known to be this visitor's once the password signs in.
          const signIn = await authPost('/sign-in/email', { email, password })
          if (!signIn.ok) {
            return signIn.status === 401
              ? 'We could not sign you in with these details. If you already have an account, sign in or reset your password'
              : signIn.message
          }
          window.location.assign(safeNextPath(new URLSearchParams(window.location.search).get('next')))
        })
      }}
    >
      <Field id="register-name" label="Name" name="name" autoComplete="name" required maxLength={100} error={problems.name} />
      <Field id="register-email" label="E-mail" name="email" type="email" autoComplete="email" required error={problems.email} />
      <Field
        id="register-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint={<PasswordRules id="register-password-rules" />}
        error={problems.password}
      />
      <FormAlert message={error} />
      <SubmitButton pending={pending}>{pending ? 'Creating your account…' : 'Create account'}</SubmitButton>
      <p className="text-sm text-muted">
        Already have an account?{' '}
        <Link href="/login" className="text-link">
          Sign in
        </Link>
      </p>
    </AccountForm>
  )
}
