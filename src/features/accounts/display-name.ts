/**
 * A visitor's display name follows the lead name rule (docs/product.md §7, §17): 1–256 letters of
 * any script, digits and spaces, no profanity — the same schema the lead forms use, so the message
 * is written once. A name that breaks it (a URL, a line break, a phishing sentence) is refused at
 * sign-up and profile change, and never put into a mail (`nameForMail`), whatever is stored from
 * before the rule. Pure.
 */
import { profanityFilter } from '@/features/leads/profanity'
import { nameSchema } from '@/features/leads/field-schemas'

export function displayNameProblem(name: unknown): string | null {
  const parsed = nameSchema(profanityFilter()).safeParse(name)
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Name is not valid')
}

/** The name as a mail may greet with, or null when it breaks the rule (the mail then says "Hello,"). */
export function nameForMail(name: string | null | undefined): string | null {
  const trimmed = name?.trim()
  return trimmed && displayNameProblem(trimmed) === null ? trimmed : null
}
