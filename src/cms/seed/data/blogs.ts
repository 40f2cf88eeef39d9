/** Titles, topics and tags of the 30 demo blog posts; bodies are composed from the topic notes. */
export type SeedBlog = { title: string; tags: string[]; topic: keyof typeof TOPIC_NOTES }

export const TOPIC_NOTES = {
  buying: [
    'Start with a budget that includes stamp duty, registration, GST where it applies, interiors and a buffer for the first year of maintenance.',
    'Shortlist by commute first: a home that adds an hour a day to your travel costs more than any discount saves.',
    'Visit the site at different times of day and talk to people who already live nearby.',
    'Compare carpet areas, not super built-up areas, when you compare prices per square foot.',
  ],
  loans: [
    'Your EMI depends on the loan amount, the rate and the tenure; a longer tenure lowers the EMI but raises the total interest paid.',
    'Check your credit score before you apply; a score above 750 usually gets the best rates.',
    'Floating rates linked to the repo rate move with monetary policy, so plan for a rate one or two points higher than today.',
    'Part-prepayments early in the loan save the most interest.',
  ],
  legal: [
    'Every project sold to the public must be registered with the state RERA; the registration number should appear on every advertisement.',
    'Read the approved plans on the RERA website and check that the flat you are offered matches them.',
    'Ask for the title deed and an encumbrance certificate covering at least thirty years.',
    'Keep every receipt and make payments only to the project’s designated RERA account.',
  ],
  market: [
    'New launches have picked up in the suburbs along metro and ring-road corridors.',
    'Mid-segment homes between ₹60 lakh and ₹1.5 crore continue to see the strongest demand.',
    'Inventory of ready-to-move homes has fallen in most large cities over the last two years.',
    'Rental yields remain between 2.5% and 4% in most metros, higher near large employment hubs.',
  ],
  lifestyle: [
    'Gated communities trade a higher maintenance fee for security, amenities and a ready social circle.',
    'Good natural light and cross ventilation make a smaller home feel larger and cut electricity bills.',
    'Vastu preferences are worth discussing early with the developer, before a specific unit is blocked.',
    'Check how much of the land is open space; towers on a small plot feel crowded once everyone moves in.',
  ],
  nri: [
    'NRIs can buy residential and commercial property in India without approval from the RBI.',
    'Payments must come through NRE, NRO or FCNR accounts or normal banking channels.',
    'A registered power of attorney lets a trusted person complete registration while you are abroad.',
    'Rental income is taxable in India; tax treaties may give credit in your country of residence.',
  ],
} as const

export const BLOGS: SeedBlog[] = [
  { title: 'A first-time buyer’s checklist for 2026', tags: ['buying', 'first home'], topic: 'buying' },
  { title: 'Carpet area, built-up area and super built-up area explained', tags: ['buying', 'rera'], topic: 'buying' },
  { title: 'How to read a RERA registration before you book', tags: ['rera', 'legal'], topic: 'legal' },
  { title: 'Ready to move or under construction: which suits you?', tags: ['buying'], topic: 'buying' },
  { title: 'How banks decide your home loan eligibility', tags: ['home loans'], topic: 'loans' },
  { title: 'Fixed vs floating home loan rates in plain words', tags: ['home loans', 'interest rates'], topic: 'loans' },
  { title: 'Should you prepay your home loan or invest?', tags: ['home loans', 'finance'], topic: 'loans' },
  { title: 'Stamp duty and registration charges across ten cities', tags: ['legal', 'costs'], topic: 'legal' },
  { title: 'The documents to ask a developer for', tags: ['legal', 'checklist'], topic: 'legal' },
  { title: 'Bengaluru’s east corridor: where the new launches are', tags: ['bengaluru', 'market'], topic: 'market' },
  { title: 'Pune’s western suburbs after the metro', tags: ['pune', 'metro'], topic: 'market' },
  { title: 'Hyderabad’s financial district: prices and supply', tags: ['hyderabad', 'market'], topic: 'market' },
  { title: 'Dwarka Expressway: is it time to buy?', tags: ['gurugram', 'market'], topic: 'market' },
  { title: 'Chennai’s OMR: ten years of growth', tags: ['chennai', 'market'], topic: 'market' },
  { title: 'What gated community living really costs', tags: ['lifestyle', 'maintenance'], topic: 'lifestyle' },
  { title: 'Vastu basics for apartment buyers', tags: ['vastu', 'lifestyle'], topic: 'lifestyle' },
  { title: 'Natural light, ventilation and why floor plans matter', tags: ['floor plans', 'lifestyle'], topic: 'lifestyle' },
  { title: 'How to judge amenities you will actually use', tags: ['amenities', 'lifestyle'], topic: 'lifestyle' },
  { title: 'An NRI’s guide to buying a home in India', tags: ['nri', 'guide'], topic: 'nri' },
  { title: 'Power of attorney for NRIs: a practical guide', tags: ['nri', 'legal'], topic: 'nri' },
  { title: 'Renting out your Indian property from abroad', tags: ['nri', 'rental'], topic: 'nri' },
  { title: 'Taxes on rental income for NRIs', tags: ['nri', 'tax'], topic: 'nri' },
  { title: 'Five questions to ask on a site visit', tags: ['buying', 'site visit'], topic: 'buying' },
  { title: 'How festive offers work and how to compare them', tags: ['offers', 'buying'], topic: 'buying' },
  { title: 'Understanding your EMI schedule', tags: ['home loans', 'emi'], topic: 'loans' },
  { title: 'Balance transfer: when switching lenders pays', tags: ['home loans'], topic: 'loans' },
  { title: 'Mid-segment homes lead demand again', tags: ['market', 'trends'], topic: 'market' },
  { title: 'Rental yields across Indian metros', tags: ['market', 'rental'], topic: 'market' },
  { title: 'Plots or apartments: a long-term view', tags: ['plots', 'investment'], topic: 'market' },
  { title: 'Moving in: a possession-day checklist', tags: ['possession', 'checklist'], topic: 'buying' },
]
