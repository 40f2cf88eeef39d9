/**
 * Home-loan EMI (docs/product.md §4 `/emi`): the monthly instalment, the totals and a year-by-year
 * amortization schedule. Pure and free of dependencies, so the calculator ships it on first load;
 * the parsing of its inputs (zod) is in `input.ts`, which the browser loads on first use.
 */

/** Input limits: loan amount in rupees (1 lakh – 100 crore), rate in % a year, tenure in years. */
export const EMI_LIMITS = {
  amount: { min: 100_000, max: 1_000_000_000, step: 50_000 },
  rate: { min: 0, max: 30, step: 0.05 },
  years: { min: 1, max: 40, step: 1 },
} as const

/** The rate when the visitor's city is unknown or has no loan rate. */
export const DEFAULT_RATE = 8.5
export const DEFAULT_AMOUNT = 5_000_000
export const DEFAULT_YEARS = 20

export type EmiField = keyof typeof EMI_LIMITS
export type EmiInput = { amount: number; rate: number; years: number }

/** One year of the schedule, in whole rupees. */
export type ScheduleYear = { year: number; principal: number; interest: number; balance: number }

export type EmiResult = {
  /** The monthly instalment in rupees, unrounded (show it with `formatRupees`). */
  emi: number
  months: number
  /** Whole rupees; equal to the sums of the schedule's columns. */
  totalPrincipal: number
  totalInterest: number
  totalPayment: number
  schedule: ScheduleYear[]
}

/** '₹43,391': whole rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString('en-IN')}`
}

/** Positions of the amount slider: a logarithmic scale, so lakhs and crores are both reachable. */
export const AMOUNT_SLIDER_STEPS = 400

export function amountFromSlider(step: number): number {
  const { min, max } = EMI_LIMITS.amount
  const exact = min * (max / min) ** (step / AMOUNT_SLIDER_STEPS)
  // Three significant figures: a tidy amount, and still a different one at every step (steps are 2.3 %).
  const unit = 10 ** (Math.floor(Math.log10(exact)) - 2)
  return Math.min(max, Math.max(min, Math.round(exact / unit) * unit))
}

export function sliderFromAmount(amount: number): number {
  const { min, max } = EMI_LIMITS.amount
  const clamped = Math.min(max, Math.max(min, amount))
  return Math.round((AMOUNT_SLIDER_STEPS * Math.log10(clamped / min)) / Math.log10(max / min))
}

/** EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate; P/n when the rate is 0. */
export function monthlyEmi(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 12 / 100
  if (r === 0) return principal / months
  const growth = (1 + r) ** months
  return (principal * r * growth) / (growth - 1)
}

/** The balance still owed after `k` instalments. */
function balanceAfter(principal: number, r: number, emi: number, k: number): number {
  if (r === 0) return principal - emi * k
  const growth = (1 + r) ** k
  return principal * growth - (emi * (growth - 1)) / r
}

/**
 * The instalment, totals and yearly schedule. Each year's figures are differences of rounded
 * running totals, so the columns add up exactly to the totals and the last balance is exactly 0.
 */
export function calculateEmi({ amount, rate, years }: EmiInput): EmiResult {
  const months = years * 12
  const r = rate / 12 / 100
  const emi = monthlyEmi(amount, rate, months)
  const totalInterest = Math.max(0, Math.round(emi * months - amount))
  const schedule: ScheduleYear[] = []
  let paidPrincipal = 0
  let paidInterest = 0
  for (let year = 1; year <= years; year++) {
    const k = year * 12
    const last = year === years
    const principalSoFar = last ? amount : Math.min(amount, Math.round(amount - balanceAfter(amount, r, emi, k)))
    const interestSoFar = last ? totalInterest : Math.max(paidInterest, Math.round(emi * k - (amount - balanceAfter(amount, r, emi, k))))
    schedule.push({
      year,
      principal: principalSoFar - paidPrincipal,
      interest: interestSoFar - paidInterest,
      balance: amount - principalSoFar,
    })
    paidPrincipal = principalSoFar
    paidInterest = interestSoFar
  }
  return { emi, months, totalPrincipal: amount, totalInterest, totalPayment: amount + totalInterest, schedule }
}
