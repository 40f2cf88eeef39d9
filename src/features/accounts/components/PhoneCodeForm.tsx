'use client'

import { useRef, useState } from 'react'

import { ACCOUNT_MESSAGES, OTP_EXPIRES_IN_SECONDS, OTP_LENGTH } from '../auth-options'
import { type AuthUser, authPost, sendPhoneCode } from './auth-client'
import { AccountForm, Field, FormAlert, FormStatus, SubmitButton } from './fields'
import { usePending } from './use-pending'

/**
 * Phone number → "Send code" (after an invisible proof-of-work) → the 6-digit code. Signs in, or
 * with `link` adds the number to the signed-in account (docs/product.md §8).
 */
export function PhoneCodeForm({ idPrefix, link = false, onVerified }: { idPrefix: string; link?: boolean; onVerified: (user: AuthUser | null) => void }) {
  const [phone, setPhone] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const { pending, error, run } = usePending()
  const codeRef = useRef<HTMLInputElement>(null)

  const send = (number: string) =>
    run(async () => {
      setStatus('Sending the code…')
      const result = await sendPhoneCode(number)
      if (!result.ok) {
        setStatus(null)
        return result.message
      }
      setSentTo(number)
      setStatus(`We sent a ${OTP_LENGTH}-digit code to ${number}. It is valid for ${OTP_EXPIRES_IN_SECONDS / 60} minutes.`)
      requestAnimationFrame(() => codeRef.current?.focus())
    })

  const verify = (code: string) =>
    run(async () => {
      const result = await authPost<{ user?: AuthUser }>('/phone-number/verify', {
        phoneNumber: sentTo,
        code,
        ...(link ? { updatePhoneNumber: true } : {}),
      })
      if (!result.ok) return result.message
      setStatus(link ? 'Your phone number is linked to your account.' : 'Signed in.')
      onVerified(result.data?.user ?? null)
    })

  if (!sentTo) {
    return (
      <AccountForm
        onData={() => {
          const number = phone.trim()
          if (!/^\+?[\d\s().-]{6,20}$/.test(number)) {
            void run(async () => ACCOUNT_MESSAGES.invalidPhone)
            return
          }
          void send(number)
        }}
      >
        <Field
          id={`${idPrefix}-phone`}
          label="Phone number"
          type="tel"
          name="phoneNumber"
          autoComplete="tel"
          inputMode="tel"
          required
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          hint="With the country code, for example +91 98765 43210"
        />
        <FormAlert message={error} />
        <FormStatus message={status} />
        <SubmitButton pending={pending}>{pending ? 'Sending…' : 'Send code'}</SubmitButton>
      </AccountForm>
    )
  }

  return (
    <AccountForm
      onData={(data) => {
        const code = String(data.get('code') ?? '').replace(/\s/g, '')
        if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
          void run(async () => `Enter the ${OTP_LENGTH}-digit code from the message`)
          return
        }
        void verify(code)
      }}
    >
      <FormStatus message={status} />
      <Field
        ref={codeRef}
        id={`${idPrefix}-code`}
        label={`${OTP_LENGTH}-digit code`}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        required
      />
      <FormAlert message={error} />
      <SubmitButton pending={pending}>{link ? 'Link phone number' : 'Sign in'}</SubmitButton>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <button type="button" className="text-link" onClick={() => void send(sentTo)}>
          Send a new code
        </button>
        <button
          type="button"
          className="text-link"
          onClick={() => {
            setSentTo(null)
            setStatus(null)
          }}
        >
          Use a different number
        </button>
      </div>
    </AccountForm>
  )
}
