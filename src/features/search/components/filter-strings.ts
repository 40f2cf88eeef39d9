/**
 * The search filters' visible strings (docs/product.md §5, §21). English is the default here, word
 * for word the §5 form (the catalogue test keeps messages/en.json `Filters` equal to it); a Hindi
 * page passes its strings from the server, so no catalogue reaches the browser. Plain data: safe
 * to import from browser and server code.
 */
export type FilterStrings = (typeof import('../../../../messages/en.json'))['Filters']

export const FILTERS_EN: FilterStrings = {
  toggle: 'Filters',
  form: 'Filter projects',
  q: 'Project name',
  city: 'City',
  allCities: 'All cities',
  builder: 'Builder',
  allBuilders: 'All builders',
  type: 'Property type',
  allTypes: 'All types',
  bhk: 'BHK',
  budget: 'Budget',
  min: 'Minimum',
  max: 'Maximum',
  any: 'Any',
  status: 'Status',
  anyStatus: 'Any status',
  collection: 'Collection',
  allCollections: 'All collections',
  offers: 'Only projects with an offer running',
  amenities: 'Amenities',
  selected: '({count} selected)',
  sort: 'Sort by',
  apply: 'Apply filters',
  clear: 'Clear filters',
  sortRelevance: 'Relevance',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  sortNewest: 'Newest first',
}
