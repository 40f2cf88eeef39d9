/**
 * The demo property generator, shared by the demo seed (400, through the Local API) and the
 * benchmark generator (100,000, through bulk SQL). Pure: the same index and references give the
 * same property, except offer dates, which are relative to `today`.
 */
import type { Property } from '../payload-types'
import type { SeedCity } from './data/cities'
import { addDays, dayAsStoredDate } from './dates'
import type { Random } from './random'
import type { PropertyFacts } from './data/hindi'
import { richText } from './richText'

type Id = number | string

export type PropertyRefs = {
  cities: { id: Id; city_name: string; seed: SeedCity }[]
  builders: { id: Id; builder_name: string; brand: string; tagline: string }[]
  types: { id: Id; property_type: string }[]
  amenities: { id: Id; amenity: string }[]
  collections: Record<string, Id>
  images: Id[]
  planImages: Record<string, Id>
  brochure?: Id
}

export type GeneratedProperty = Omit<Property, 'id' | 'createdAt' | 'updatedAt'> & {
  city: Id
  /** A featured project's facts for its Hindi texts (data/hindi.ts `propertyTextsHi`); not a field. */
  hindiFacts?: PropertyFacts
}

const NAME_WORDS = [
  'Lakeview', 'Greenwoods', 'Skyline', 'Palm Grove', 'Riverside', 'Sunrise', 'Silver Oak', 'Maple Heights',
  'Serene', 'Orchid Park', 'Meadows', 'Horizon', 'Crystal Bay', 'Whispering Pines', 'Aurora', 'Elements',
  'Park Avenue', 'Grand Vista', 'Lotus Court', 'Tranquil Greens', 'Urban Nest', 'Woodland', 'Cascade',
  'Emerald Isle', 'Harmony', 'Blue Ridge', 'Sapphire', 'Mango Grove', 'Golden Fields', 'Signature',
]
const NAME_SUFFIXES = ['Residences', 'Enclave', 'Towers', 'Homes', 'Gardens', 'Estate', 'Heights', 'Apartments', 'Villas', 'Square', 'County', 'One']

const TYPE_WEIGHTS: [string, number][] = [
  ['Apartment', 55], ['Villa', 10], ['Plot', 5], ['Row House', 5], ['Penthouse', 4], ['Studio Apartment', 4],
  ['Independent House', 4], ['Duplex', 3], ['Builder Floor', 4], ['Farm House', 1], ['Commercial Office', 3], ['Retail Shop', 2],
]

const BHK_AREAS: Record<string, [number, number]> = {
  '1': [420, 650], '1.5': [600, 780], '2': [750, 1100], '2.5': [1000, 1300], '3': [1250, 1800],
  '3.5': [1650, 2100], '4': [2000, 3200], '5': [3000, 4500], '10': [8000, 12000],
}
const BHK_LADDER = ['1', '1.5', '2', '2.5', '3', '3.5', '4', '5']

const OFFERS = [
  'Zero stamp duty on bookings this month',
  'Free modular kitchen worth ₹3 lakh',
  'No pre-EMI till possession',
  'Flat ₹5 lakh off on 3 BHK homes',
  'Complimentary covered car park',
  '10:90 payment plan',
  'Festive discount of ₹250 per sq.ft',
  'Free club membership for two years',
  'Assured gift voucher on site visit and booking',
  'Waiver of floor-rise charges',
]

const LAKH = 100_000
const MIN_PRICE = 45 * LAKH
const MAX_PRICE = 800 * LAKH

const round = (value: number, digits: number) => Number(value.toFixed(digits))
const roundTo = (value: number, step: number) => Math.round(value / step) * step
const formatInr = (value: number) =>
  value >= 100 * LAKH ? `₹${round(value / (100 * LAKH), 2)} crore` : `₹${round(value / LAKH, 1)} lakh`

/** Keeps project names unique within a city by numbering later phases. */
export class NameBook {
  private used = new Map<string, number>()
  take(cityKey: Id, base: string): string {
    const key = `${cityKey}:${base}`
    const count = (this.used.get(key) ?? 0) + 1
    this.used.set(key, count)
    return count === 1 ? base : `${base} Phase ${count}`
  }
}

export type GenerateOptions = {
  /** YYYY-MM-DD in the site time zone. */
  today: string
  /** Position among properties that carry an offer so far; drives the active/expired mix. */
  offerCounter: { value: number }
  names: NameBook
  /** Featured properties per city so far; every city gets at least three. */
  featuredPerCity: Map<Id, number>
  /** Omit rich text and FAQs (the benchmark only needs what search reads). */
  lean?: boolean
}

export function generateProperty(rng: Random, index: number, refs: PropertyRefs, options: GenerateOptions): GeneratedProperty {
  const city = rng.weighted(refs.cities.map((c) => [c, c.seed.weight] as const))
  const builder = rng.pick(refs.builders)
  const typeName = rng.weighted(TYPE_WEIGHTS)
  const type = refs.types.find((t) => t.property_type === typeName) ?? refs.types[0]!
  const types = [type.id]
  if (typeName === 'Apartment' && rng.chance(0.2)) {
    const penthouse = refs.types.find((t) => t.property_type === 'Penthouse')
    if (penthouse) types.push(penthouse.id)
  }
  const base = `${builder.brand} ${rng.pick(NAME_WORDS)} ${rng.pick(NAME_SUFFIXES)}`
  const full_name = options.names.take(city.id, base)
  const locality = rng.pick(city.seed.localities)
  const status = rng.weighted([
    ['pre-launch', 20],
    ['under-construction', 45],
    ['ready-to-move', 35],
  ] as const)

  // Floor plans: 1–4 consecutive rungs of the BHK ladder; villas and farm houses now and then have 10.
  const planCount = rng.int(1, 4)
  const start = rng.int(0, BHK_LADDER.length - planCount)
  const bhks = BHK_LADDER.slice(start, start + planCount)
  if ((typeName === 'Villa' || typeName === 'Farm House') && rng.chance(0.15)) bhks[bhks.length - 1] = '10'
  const segment = rng.float(0.75, 1.6)
  const ratePerSqft = 9000 * city.seed.priceLevel * segment
  let previousArea = 0
  const floor_plans = bhks.map((bhk) => {
    const [lo, hi] = BHK_AREAS[bhk]!
    // Larger homes in one project are never smaller (or cheaper) than the smaller ones.
    const carpet_area = Math.max(roundTo(rng.int(lo, hi), 5), previousArea + 60)
    previousArea = carpet_area
    const price = Math.min(MAX_PRICE, Math.max(MIN_PRICE, roundTo(carpet_area * ratePerSqft * rng.float(0.95, 1.05), LAKH)))
    const planImage = refs.planImages[bhk] ?? refs.planImages[bhk.split('.')[0]!]
    return { bhk, carpet_area, price, plan_image: planImage ?? null }
  })
  const prices = floor_plans.map((p) => p.price)
  const areas = floor_plans.map((p) => p.carpet_area)
  const priceOnRequest = rng.chance(0.03)
  const price_range_minimum = priceOnRequest ? null : Math.min(...prices)
  const price_range_maximum = priceOnRequest ? null : Math.max(...prices)

  const hasOffer = rng.chance(0.3)
  let offer_available: string | null = null
  let offer_validity: string | null = null
  if (hasOffer) {
    const n = options.offerCounter.value++
    // Every third offer has expired; the very first ends today (still active until midnight).
    const days = n === 0 ? 0 : n % 3 === 1 ? -rng.int(1, 120) : rng.int(0, 150)
    offer_available = rng.pick(OFFERS)
    offer_validity = dayAsStoredDate(addDays(options.today, days))
  }

  const featuredSoFar = options.featuredPerCity.get(city.id) ?? 0
  const featured = featuredSoFar < 3 || rng.chance(0.1)
  if (featured) options.featuredPerCity.set(city.id, featuredSoFar + 1)

  const collections: Id[] = []
  const addCollection = (name: string) => {
    const id = refs.collections[name]
    if (id !== undefined && !collections.includes(id)) collections.push(id)
  }
  if (status === 'pre-launch') addCollection('New Launches')
  if (status === 'ready-to-move') addCollection('Ready to Move')
  if (price_range_minimum !== null && price_range_minimum >= 200 * LAKH) addCollection('Luxury Homes')
  if (price_range_minimum !== null && price_range_minimum <= 75 * LAKH) addCollection('Affordable Homes')
  if (rng.chance(0.25)) addCollection('Homes near Metro')
  if (typeName === 'Villa' || typeName === 'Row House') addCollection('Gated Villas')

  const amenities = rng.sample(refs.amenities, rng.int(8, 18))
  const year = rng.int(2019, 2025)
  const rera_number = city.seed.rera(index + 1, year)
  const address = `${locality}, ${city.city_name}`
  const bhkText = bhks.join(', ')
  const commercial = typeName === 'Commercial Office' || typeName === 'Retail Shop'

  const description = options.lean
    ? null
    : richText([
        `${full_name} by ${builder.builder_name} brings ${bhkText} BHK ${typeName.toLowerCase()} homes to ${locality}, ${city.city_name}. ${builder.builder_name} is known for ${builder.tagline}.`,
        `Homes range from ${Math.min(...areas)} to ${Math.max(...areas)} sq.ft of carpet area${price_range_minimum !== null ? `, priced from ${formatInr(price_range_minimum)} to ${formatInr(price_range_maximum!)}` : ''}. The project is ${status.replace(/-/g, ' ')}.`,
        { heading: 'Highlights' },
        { list: amenities.slice(0, 5).map((a) => a.amenity) },
      ])

  // Drawn where the FAQ always drew it, so the demo data stays the same draw for draw.
  const possessionYears = status === 'ready-to-move' ? 0 : options.lean ? 4 : rng.int(3, 5)
  const possession = possessionYears === 0 ? null : dayAsStoredDate(`${year + possessionYears}-${String((index % 12) + 1).padStart(2, '0')}-01`)
  const faq = options.lean
    ? []
    : [
        { question: `What is the RERA number of ${full_name}?`, answer: `${full_name} is registered under RERA number ${rera_number}.` },
        { question: `Where is ${full_name} located?`, answer: `In ${address}.` },
        { question: 'Which configurations are available?', answer: `${bhkText} BHK homes from ${Math.min(...areas)} sq.ft.` },
        {
          question: 'When is possession?',
          answer:
            status === 'ready-to-move'
              ? 'The project has its occupancy certificate; possession follows registration.'
              : `Possession is planned for ${year + possessionYears} as per the RERA filing.`,
        },
      ].slice(0, rng.int(2, 4))
  const alert_text = rng.chance(0.05) ? 'Possession timeline revised by the developer; check the latest RERA filing before booking.' : null
  // The featured projects have Hindi texts too (docs/product.md §21); drawn from nothing new, so the data stays the same.
  const hindiFacts: PropertyFacts | undefined =
    featured && !options.lean
      ? {
          fullName: full_name,
          builderName: builder.builder_name,
          cityName: city.city_name,
          locality,
          typeName,
          bhkText,
          minArea: Math.min(...areas),
          amenities: amenities.map((a) => a.amenity),
          reraNumber: rera_number,
          possessionYear: status === 'ready-to-move' ? null : year + possessionYears,
          faqCount: faq.length,
          offer: offer_available,
          alert: alert_text,
        }
      : undefined

  return {
    full_name,
    published: index % 100 !== 99,
    featured,
    status,
    city: city.id,
    builder_name: builder.id,
    property_type_group: types,
    rera_number,
    possession,
    currency: 'INR',
    price_range_minimum,
    price_range_maximum,
    unit_size: areas.length > 1 ? `${Math.min(...areas)} – ${Math.max(...areas)} sq.ft` : `${areas[0]} sq.ft`,
    offer_available,
    offer_validity,
    location: {
      address,
      latitude: round(city.seed.latitude + rng.float(-0.12, 0.12), 6),
      longitude: round(city.seed.longitude + rng.float(-0.12, 0.12), 6),
    },
    zoning: commercial ? 'Commercial' : typeName === 'Plot' ? 'Residential plotted' : rng.chance(0.1) ? 'Mixed use' : 'Residential',
    images: refs.images.length ? rng.sample(refs.images, rng.int(3, 6)) : [],
    videos: rng.chance(0.1) ? [{ url: `https://www.youtube.com/watch?v=${rng.hex(11)}` }] : [],
    floor_plans,
    amenities: amenities.map((a) => a.id),
    collections,
    description,
    faq,
    alert_text,
    brochure: refs.brochure !== undefined && rng.chance(0.25) ? refs.brochure : null,
    not_assured_project: rng.chance(0.1),
    hide_options: rng.chance(0.03),
    ...(hindiFacts ? { hindiFacts } : {}),
  } as GeneratedProperty
}
