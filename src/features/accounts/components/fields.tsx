import type React from 'react'

import { fillIn } from '@/features/i18n/fill'

import type { AccountParts } from '../account-strings'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-policy'

/**
 * Every account form: posted (so a submit before hydration never puts a password in the address
 * bar), checked by the script rather than the browser, handing the handler the form's data.
 */
export function AccountForm({
  onData,
  children,
  ...rest
}: Omit<React.FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'method'> & { onData: (data: FormData, form: HTMLFormElement) => void }) {
  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      {...rest}
      onSubmit={(event) => {
        event.preventDefault()
        onData(new FormData(event.currentTarget), event.currentTarget)
      }}
    >
      {children}
    </form>
  )
}

/** The card every account page sits in: one heading, an optional lead-in, the form. */
export function AccountCard({ title, intro, children }: { title: string; intro?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="container-page py-10 md:py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{title}</h1>
        {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}

type FieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string
  label: string
  hint?: React.ReactNode
  error?: string | null
  ref?: React.Ref<HTMLInputElement>
}

/** A labelled input; its hint and error are tied to it with aria-describedby. */
export function Field({ id, label, hint, error, className, ref, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input ref={ref} id={id} className="field" aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A message from the server next to the form it answers. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {message}
    </p>
  )
}

export function FormStatus({ message }: { message: string | null | undefined }) {
  return (
    <p role="status" className={message ? 'rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900' : 'sr-only'}>
      {message ?? ''}
    </p>
  )
}

export function SubmitButton({ pending, children, className = '' }: { pending: boolean; children: React.ReactNode; className?: string }) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`} aria-disabled={pending || undefined} data-pending={pending || undefined}>
      {children}
    </button>
  )
}

/** docs/product.md §8 password rules, shown before the visitor types (the common-password check is the server's). */
export function PasswordRules({ id, common }: { id: string; common: AccountParts['common'] }) {
  return (
    <ul id={id} className="list-disc pl-5">
      <li>{fillIn(common.rulesLength, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}</li>
      <li>{common.rulesCommon}</li>
    </ul>
  )
}

/**
 * A catalogue sentence with an element in the place of its `{name}` placeholder ('Your e-mail is
 * {email}' with the address in bold): the words around it come in the language's own order.
 */
export function withSlot(template: string, name: string, node: React.ReactNode): React.ReactNode {
  const at = template.indexOf(`{${name}}`)
  if (at < 0) return template
  return (
    <>
      {template.slice(0, at)}
      {node}
      {template.slice(at + name.length + 2)}
    </>
  )
}
