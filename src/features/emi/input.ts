/**
 * Parsing of the EMI calculator's three inputs (docs/product.md §4 `/emi`), shared by the page (query string,
 * on the server) and the calculator (its fields, in the browser), so each rule is written once; the
 * messages are the page's language's (`Emi.calculator.errors`), passed in.
 * `zod/mini` keeps the browser's copy small; the calculator loads this module on first use, so it
 * stays out of the page's first-load JavaScript (docs/product.md §12).
 */
import * as z from 'zod/mini'

import { EMI_LIMITS, type EmiField, type EmiInput } from './emi'

export type EmiErrors = Partial<Record<EmiField, string>>

/** The messages of the parse, in the page's language (messages/<locale>.json `Emi.calculator.errors`). */
export type EmiMessages = {
  amountMissing: string
  amountNotNumber: string
  amountRange: string
  rateMissing: string
  rateNotNumber: string
  rateRange: string
  yearsMissing: string
  yearsNotNumber: string
  yearsRange: string
  yearsWhole: string
}

/** messages/en.json's `Emi.calculator.errors` (a unit test keeps the two the same). */
export const ENGLISH_EMI_MESSAGES: EmiMessages = {
  amountMissing: 'Enter the loan amount',
  amountNotNumber: 'Loan amount must be a number of rupees',
  amountRange: 'Loan amount must be between ₹1 lakh and ₹100 crore',
  rateMissing: 'Enter the interest rate',
  rateNotNumber: 'Interest rate must be a number',
  rateRange: 'Interest rate must be between 0 % and 30 % a year',
  yearsMissing: 'Enter the loan tenure',
  yearsNotNumber: 'Loan tenure must be a number of years',
  yearsRange: 'Loan tenure must be between 1 and 40 years',
  yearsWhole: 'Loan tenure must be a whole number of years',
}

/** Accepts what people type: '50,00,000', '₹ 45 00 000', '8.5 %'; blank means missing. */
function cleanNumber(value: unknown): unknown {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value
  if (typeof first !== 'string') return first ?? undefined
  const text = first.replace(/[\s,₹%]/g, '')
  return text === '' ? undefined : Number(text)
}

function numberField(missing: string, notNumber: string, range: string, { min, max }: { min: number; max: number }) {
  return z.pipe(
    z.transform(cleanNumber),
    z.number({ error: (issue) => (issue.input === undefined ? missing : notNumber) }).check(
      z.gte(min, { error: range }),
      z.lte(max, { error: range }),
    ),
  )
}

/** The schema of the three inputs with `m`'s messages. */
export function emiInputSchema(m: EmiMessages = ENGLISH_EMI_MESSAGES) {
  return z.object({
    amount: z.pipe(
      numberField(m.amountMissing, m.amountNotNumber, m.amountRange, EMI_LIMITS.amount),
      // Whole rupees keep every figure of the schedule in whole rupees.
      z.transform((amount: number) => Math.round(amount)),
    ),
    rate: numberField(m.rateMissing, m.rateNotNumber, m.rateRange, EMI_LIMITS.rate),
    years: numberField(m.yearsMissing, m.yearsNotNumber, m.yearsRange, EMI_LIMITS.years).check(
      z.refine((years: number) => Number.isInteger(years), { error: m.yearsWhole }),
    ),
  })
}

/** One schema per set of messages: the calculator parses on every keystroke with the same ones. */
const schemas = new WeakMap<EmiMessages, ReturnType<typeof emiInputSchema>>()

function schemaFor(messages: EmiMessages) {
  let schema = schemas.get(messages)
  if (!schema) schemas.set(messages, (schema = emiInputSchema(messages)))
  return schema
}

export type ParsedEmiInput = { ok: true; value: EmiInput } | { ok: false; errors: EmiErrors }

/**
 * Parses the three inputs (query-string values, form strings or numbers); one message per bad
 * field, in the words of `messages` (the page's language; English when not given).
 */
export function parseEmiInput(raw: Partial<Record<EmiField, unknown>>, messages: EmiMessages = ENGLISH_EMI_MESSAGES): ParsedEmiInput {
  const result = z.safeParse(schemaFor(messages), { amount: raw.amount, rate: raw.rate, years: raw.years })
  if (result.success) return { ok: true, value: result.data }
  const errors: EmiErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EmiField
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
