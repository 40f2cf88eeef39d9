import { describe, expect, it } from 'vitest'

import { OutageWarning } from './outage-warning'

describe('OutageWarning', () => {
  it('warns once a minute while failures go on, saying how many it held back', () => {
    let now = 0
    const warnings: number[] = []
    const w = new OutageWarning((held) => warnings.push(held), () => now)
    w.report()
    for (let i = 0; i < 30; i++) {
      now += 1_000
      w.report()
    }
    expect(warnings).toEqual([0])
    now = 60_000
    w.report()
    expect(warnings).toEqual([0, 30])
    now = 119_999
    w.report()
    expect(warnings).toEqual([0, 30])
  })

  it('warns at once about a new outage after a recovery', () => {
    let now = 0
    const warnings: number[] = []
    const w = new OutageWarning((held) => warnings.push(held), () => now)
    w.report()
    now = 5_000
    w.recovered()
    now = 6_000
    w.report()
    expect(warnings).toEqual([0, 0])
  })
})
