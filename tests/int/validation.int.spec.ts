import { ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCity, createProperty } from '@/cms/seed/factories'

import { type FreshPayload, freshPayload } from './support/database'

let ctx: FreshPayload

beforeAll(async () => {
  ctx = await freshPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

/** The ValidationError the promise rejects with, or a failure if it resolves. */
async function validationError(promise: Promise<unknown>): Promise<ValidationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return error as ValidationError
}

const paths = (error: ValidationError) => error.data.errors.map((e) => e.path)

describe('properties', () => {
  it('makes the slug from the full name when it is empty', async () => {
    const property = await createProperty(ctx.payload, { full_name: 'Prestige Lakeside Habitat — Phase II' })
    expect(property.slug).toBe('prestige-lakeside-habitat-phase-ii')
    expect(property.currency).toBe('INR')
  })

  it('rejects a minimum price above the maximum, naming the field', async () => {
    const error = await validationError(
      createProperty(ctx.payload, { price_range_minimum: 90_00_000, price_range_maximum: 60_00_000 }),
    )
    expect(paths(error)).toEqual(['price_range_maximum'])
    expect(error.data.errors[0]!.message).toBe('Maximum price must be at least the minimum price')
  })

  it('checks the price range on a partial update against the stored minimum', async () => {
    const property = await createProperty(ctx.payload, { price_range_minimum: 50_00_000, price_range_maximum: 70_00_000 })
    const error = await validationError(
      ctx.payload.update({ collection: 'properties', id: property.id, data: { price_range_maximum: 40_00_000 } }),
    )
    expect(paths(error)).toEqual(['price_range_maximum'])
  })

  it('rejects a duplicate slug in the same city but allows it in another city', async () => {
    const pune = await createCity(ctx.payload, { city_name: 'Pune' })
    const nashik = await createCity(ctx.payload, { city_name: 'Nashik' })
    await createProperty(ctx.payload, { full_name: 'Riverside Towers', city: pune.id })

    const error = await validationError(createProperty(ctx.payload, { full_name: 'Riverside Towers', city: pune.id }))
    expect(paths(error)).toEqual(['slug'])

    const elsewhere = await createProperty(ctx.payload, { full_name: 'Riverside Towers', city: nashik.id })
    expect(elsewhere.slug).toBe('riverside-towers')
  })

  it('rejects moving a property into a city where its slug is taken', async () => {
    const a = await createCity(ctx.payload)
    const b = await createCity(ctx.payload)
    await createProperty(ctx.payload, { full_name: 'Palm Grove Enclave', city: a.id })
    const other = await createProperty(ctx.payload, { full_name: 'Palm Grove Enclave', city: b.id })
    const error = await validationError(
      ctx.payload.update({ collection: 'properties', id: other.id, data: { city: a.id } }),
    )
    expect(paths(error)).toEqual(['slug'])
  })

  it('accepts BHK values such as 2, 2.5 and 10 and rejects others', async () => {
    const ok = await createProperty(ctx.payload, {
      floor_plans: [{ bhk: '2' }, { bhk: ' 2.5 ' }, { bhk: '10' }],
    })
    expect(ok.floor_plans?.map((p) => p.bhk)).toEqual(['2', '2.5', '10'])
    for (const bhk of ['two', '2.7', '0', '-1', '2 BHK']) {
      const error = await validationError(createProperty(ctx.payload, { floor_plans: [{ bhk }] }))
      expect(paths(error)).toEqual(['floor_plans.0.bhk'])
    }
  })
})

describe('cities', () => {
  it('rejects a lowest loan rate above the highest', async () => {
    const error = await validationError(createCity(ctx.payload, { loan_interest_minimum: 9.8, loan_interest_maximum: 8.4 }))
    expect(paths(error)).toEqual(['loan_interest_maximum'])
  })

  it('keeps city names unique', async () => {
    await createCity(ctx.payload, { city_name: 'Mysuru' })
    await expect(createCity(ctx.payload, { city_name: 'Mysuru' })).rejects.toBeInstanceOf(ValidationError)
  })
})
