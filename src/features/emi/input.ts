/**
 * Parsing of the EMI calculator's three inputs (docs/product.md §4 `/emi`), shared by the page (query string,
 * on the server) and the calculator (its fields, in the browser), so each message is written once.
 * `zod/mini` keeps the browser's copy small; the calculator loads this module on first use, so it
 * stays out of the page's first-load JavaScript (docs/product.md §12).
 */
import * as z from 'zod/mini'

import { EMI_LIMITS, type EmiField, type EmiInput } from './emi'

export type EmiErrors = Partial<Record<EmiField, string>>

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

export const emiInputSchema = z.object({
  amount: z.pipe(
    numberField(
      'Enter the loan amount',
      'Loan amount must be a number of rupees',
      'Loan amount must be between ₹1 lakh and ₹100 crore',
      EMI_LIMITS.amount,
    ),
    // Whole rupees keep every figure of the schedule in whole rupees.
    z.transform((amount: number) => Math.round(amount)),
  ),
  rate: numberField(
    'Enter the interest rate',
    'Interest rate must be a number',
    'Interest rate must be between 0 % and 30 % a year',
    EMI_LIMITS.rate,
  ),
  years: numberField(
    'Enter the loan tenure',
    'Loan tenure must be a number of years',
    'Loan tenure must be between 1 and 40 years',
    EMI_LIMITS.years,
  ).check(z.refine((years: number) => Number.isInteger(years), { error: 'Loan tenure must be a whole number of years' })),
})

export type ParsedEmiInput = { ok: true; value: EmiInput } | { ok: false; errors: EmiErrors }

/** Parses the three inputs (query-string values, form strings or numbers); one message per bad field. */
export function parseEmiInput(raw: Partial<Record<EmiField, unknown>>): ParsedEmiInput {
  const result = z.safeParse(emiInputSchema, { amount: raw.amount, rate: raw.rate, years: raw.years })
  if (result.success) return { ok: true, value: result.data }
  const errors: EmiErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EmiField
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
