import { describe, expect, it } from 'vitest'

import { AMOUNT_SLIDER_STEPS, amountFromSlider, calculateEmi, formatRupees, monthlyEmi, sliderFromAmount } from './emi'
import hindi from '../../../messages/hi.json'
import { parseEmiInput } from './input'

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

describe('monthlyEmi', () => {
  it('gives ₹43,391 a month for ₹50,00,000 at 8.5 % over 20 years', () => {
    expect(Math.round(monthlyEmi(5_000_000, 8.5, 240))).toBe(43_391)
    expect(formatRupees(monthlyEmi(5_000_000, 8.5, 240))).toBe('₹43,391')
  })

  it('divides the amount evenly when the rate is 0', () => {
    expect(monthlyEmi(1_200_000, 0, 120)).toBe(10_000)
  })

  it('matches a known one-year loan: ₹1,00,000 at 12 % gives ₹8,885 a month', () => {
    expect(Math.round(monthlyEmi(100_000, 12, 12))).toBe(8_885)
  })
})

describe('calculateEmi', () => {
  const cases = [
    { amount: 5_000_000, rate: 8.5, years: 20 },
    { amount: 100_000, rate: 12, years: 1 },
    { amount: 1_200_000, rate: 0, years: 10 },
    { amount: 1_000_000_000, rate: 30, years: 40 },
    { amount: 123_457, rate: 7.35, years: 7 },
  ]

  it.each(cases)('schedule of $amount at $rate % for $years years adds up to the totals', (input) => {
    const result = calculateEmi(input)
    expect(result.schedule).toHaveLength(input.years)
    expect(result.schedule.map((y) => y.year)).toEqual(Array.from({ length: input.years }, (_, i) => i + 1))
    expect(sum(result.schedule.map((y) => y.principal))).toBe(input.amount)
    expect(sum(result.schedule.map((y) => y.interest))).toBe(result.totalInterest)
    expect(result.totalPrincipal).toBe(input.amount)
    expect(result.totalPayment).toBe(input.amount + result.totalInterest)
    expect(result.schedule.at(-1)!.balance).toBe(0)
    // EMI × months is the total payment, to the rupee (unrounded EMI) and within half a rupee a month (rounded).
    expect(Math.abs(result.emi * result.months - result.totalPayment)).toBeLessThanOrEqual(0.5)
    expect(Math.abs(Math.round(result.emi) * result.months - result.totalPayment)).toBeLessThanOrEqual(result.months / 2)
    let balance = input.amount
    for (const year of result.schedule) {
      expect(year.principal).toBeGreaterThanOrEqual(0)
      expect(year.interest).toBeGreaterThanOrEqual(0)
      balance -= year.principal
      expect(year.balance).toBe(balance)
      expect(Number.isInteger(year.principal) && Number.isInteger(year.interest)).toBe(true)
    }
  })

  it('pays more principal and less interest each year', () => {
    const { schedule } = calculateEmi({ amount: 5_000_000, rate: 8.5, years: 20 })
    expect(schedule[1]!.principal).toBeGreaterThan(schedule[0]!.principal)
    expect(schedule[1]!.interest).toBeLessThan(schedule[0]!.interest)
    // Year 1 of ₹50 L at 8.5 %: about ₹4.18 L interest and ₹1.03 L principal.
    expect(schedule[0]!.interest + schedule[0]!.principal).toBeCloseTo(43_391.16 * 12, -1)
  })

  it('has no interest at 0 %', () => {
    const result = calculateEmi({ amount: 1_200_000, rate: 0, years: 10 })
    expect(result.totalInterest).toBe(0)
    expect(result.totalPayment).toBe(1_200_000)
    expect(result.schedule.every((y) => y.principal === 120_000 && y.interest === 0)).toBe(true)
  })

  it('takes a one-year loan in one row', () => {
    const result = calculateEmi({ amount: 100_000, rate: 12, years: 1 })
    expect(result.schedule).toEqual([{ year: 1, principal: 100_000, interest: 6_619, balance: 0 }])
    expect(result.totalPayment).toBe(106_619)
  })
})

describe('parseEmiInput', () => {
  it('reads query-string values, with Indian grouping, ₹ and % allowed', () => {
    expect(parseEmiInput({ amount: '50,00,000', rate: '8.5 %', years: '20' })).toEqual({
      ok: true,
      value: { amount: 5_000_000, rate: 8.5, years: 20 },
    })
    expect(parseEmiInput({ amount: ['₹ 1,00,000'], rate: 0, years: 40 })).toEqual({
      ok: true,
      value: { amount: 100_000, rate: 0, years: 40 },
    })
  })

  it('refuses bad values with a message naming the field', () => {
    const result = parseEmiInput({ amount: '99999', rate: '30.5', years: '41' })
    expect(result).toEqual({
      ok: false,
      errors: {
        amount: 'Loan amount must be between ₹1 lakh and ₹100 crore',
        rate: 'Interest rate must be between 0 % and 30 % a year',
        years: 'Loan tenure must be between 1 and 40 years',
      },
    })
  })

  it('refuses missing, non-numeric and fractional values', () => {
    expect(parseEmiInput({})).toEqual({
      ok: false,
      errors: { amount: 'Enter the loan amount', rate: 'Enter the interest rate', years: 'Enter the loan tenure' },
    })
    expect(parseEmiInput({ amount: 'ten lakh', rate: 'NaN', years: '2.5' })).toEqual({
      ok: false,
      errors: {
        amount: 'Loan amount must be a number of rupees',
        rate: 'Interest rate must be a number',
        years: 'Loan tenure must be a whole number of years',
      },
    })
    expect(parseEmiInput({ amount: '1e12', rate: '-1', years: 'Infinity' }).ok).toBe(false)
    expect(parseEmiInput({ amount: '1000000001', rate: '8', years: '0' })).toMatchObject({
      ok: false,
      errors: { amount: 'Loan amount must be between ₹1 lakh and ₹100 crore', years: 'Loan tenure must be between 1 and 40 years' },
    })
  })
})

describe('parseEmiInput in Hindi (docs/product.md §21)', () => {
  it('gives the same rules’ messages in the words passed in', () => {
    const messages = hindi.Emi.calculator.errors
    expect(parseEmiInput({ amount: '99999', rate: 'abc', years: '2.5' }, messages)).toEqual({
      ok: false,
      errors: {
        amount: 'लोन की राशि ₹1 लाख से ₹100 करोड़ के बीच होनी चाहिए',
        rate: 'ब्याज दर एक संख्या होनी चाहिए',
        years: 'लोन की अवधि पूरे सालों में होनी चाहिए',
      },
    })
    expect(parseEmiInput({}, messages)).toEqual({
      ok: false,
      errors: { amount: 'लोन की राशि डालें', rate: 'ब्याज दर डालें', years: 'लोन की अवधि डालें' },
    })
    expect(parseEmiInput({ amount: '50,00,000', rate: '8.5', years: '20' }, messages)).toEqual({ ok: true, value: { amount: 5_000_000, rate: 8.5, years: 20 } })
    // English stays the default, whatever was parsed before.
    expect(parseEmiInput({ years: '41', amount: '100000', rate: '1' })).toEqual({ ok: false, errors: { years: 'Loan tenure must be between 1 and 40 years' } })
  })
})

describe('amount slider', () => {
  it('spans 1 lakh to 100 crore on a logarithmic scale with round amounts', () => {
    expect(amountFromSlider(0)).toBe(100_000)
    expect(amountFromSlider(AMOUNT_SLIDER_STEPS)).toBe(1_000_000_000)
    expect(sliderFromAmount(5_000_000)).toBe(Math.round((AMOUNT_SLIDER_STEPS * Math.log10(50)) / 4))
    for (let step = 0; step <= AMOUNT_SLIDER_STEPS; step++) {
      const amount = amountFromSlider(step)
      expect(amount % 1_000).toBe(0)
      expect(sliderFromAmount(amount)).toBe(step)
    }
    expect(sliderFromAmount(1)).toBe(0)
    expect(sliderFromAmount(1e12)).toBe(AMOUNT_SLIDER_STEPS)
  })
})
