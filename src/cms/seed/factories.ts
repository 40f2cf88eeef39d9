/**
 * Small builders of valid documents for tests and the seed. `*Data` functions are pure; the
 * `create*` helpers write through the Local API with access overridden.
 */
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { Role } from '../access/roles'
import type { City, Editor, Lead, Property } from '../payload-types'

let counter = 0
/** A unique suffix per call within a test process. */
export const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`

export const SEED_CONTEXT = { seed: true } as const

export function cityData(overrides: Partial<RequiredDataFromCollectionSlug<'cities'>> = {}): RequiredDataFromCollectionSlug<'cities'> {
  return {
    city_name: unique('City'),
    loan_interest_minimum: 8.4,
    loan_interest_maximum: 9.5,
    location: { latitude: 12.9716, longitude: 77.5946 },
    ...overrides,
  }
}

export function propertyData(
  city: City | number,
  overrides: Partial<RequiredDataFromCollectionSlug<'properties'>> = {},
): RequiredDataFromCollectionSlug<'properties'> {
  return {
    full_name: unique('Test Residences'),
    city: typeof city === 'number' ? city : city.id,
    currency: 'INR',
    price_range_minimum: 75 * 100_000,
    price_range_maximum: 1.2 * 100 * 100_000,
    status: 'under-construction',
    floor_plans: [
      { bhk: '2', carpet_area: 980, price: 75 * 100_000 },
      { bhk: '3', carpet_area: 1420, price: 1.2 * 100 * 100_000 },
    ],
    published: true,
    ...overrides,
  }
}

export async function createCity(payload: Payload, overrides: Partial<RequiredDataFromCollectionSlug<'cities'>> = {}): Promise<City> {
  return payload.create({ collection: 'cities', data: cityData(overrides), overrideAccess: true, context: SEED_CONTEXT })
}

export async function createProperty(
  payload: Payload,
  overrides: Partial<RequiredDataFromCollectionSlug<'properties'>> & { city?: number } = {},
): Promise<Property> {
  const city = overrides.city ?? (await createCity(payload)).id
  return payload.create({
    collection: 'properties',
    data: propertyData(city, overrides),
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
}

export async function createEditor(payload: Payload, roles: Role[], overrides: Partial<RequiredDataFromCollectionSlug<'editors'>> = {}): Promise<Editor> {
  const email = `${unique(roles.join('-'))}@staff.example`.toLowerCase()
  const editor = await payload.create({
    collection: 'editors',
    data: { email, password: 'correct-horse-battery-9', name: `Test ${roles.join('/')}`, roles, ...overrides },
    overrideAccess: true,
  })
  // Access predicates read `collection` from the authenticated user, as Payload sets it on req.user.
  return { ...editor, collection: 'editors' } as Editor
}

export async function createLead(payload: Payload, overrides: Partial<RequiredDataFromCollectionSlug<'leads'>> = {}): Promise<Lead> {
  return payload.create({
    collection: 'leads',
    data: {
      form: 'contact',
      name: 'Asha Menon',
      email: 'asha.menon@example.com',
      phone: '+919876543210',
      message: 'Please call me about 3 BHK homes.',
      status: 'new',
      consent_text: 'I agree to be contacted about my enquiry.',
      consent_at: new Date().toISOString(),
      ...overrides,
    },
    overrideAccess: true,
  })
}
