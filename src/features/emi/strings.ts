/**
 * The EMI calculator's words in the page's language (messages/<locale>.json `Emi.calculator`),
 * which the page passes to the calculator island as a prop (docs/product.md §21: client islands
 * get only their own strings). `{name}` placeholders are filled with `fillIn`.
 */
import type { EmiMessages } from './input'

export type EmiStrings = {
  amountLabel: string
  amountHint: string
  /** `{amount}`: the typed amount in lakh or crore. */
  amountHintWith: string
  amountSlider: string
  rateLabel: string
  rateHint: string
  /** `{city}`: the city whose lowest home-loan rate is the default. */
  rateHintCity: string
  rateSlider: string
  rateValue: string
  yearsLabel: string
  yearsHint: string
  yearsSlider: string
  yearsValue: string
  submit: string
  resultsTitle: string
  monthly: string
  totalInterest: string
  totalPayment: string
  correct: string
  enquire: string
  scheduleTitle: string
  scheduleCaption: string
  year: string
  principalPaid: string
  interestPaid: string
  balance: string
  total: string
  chartTitle: string
  chartDescriptionOne: string
  chartDescriptionOther: string
  chartPrincipal: string
  chartInterest: string
  chartAxis: string
  errors: EmiMessages
}
