/**
 * The chunk FavouriteButton and CompareButton load after the page has loaded (one request for
 * both): the heart and the compare pill with their words and stores, kept out of every listing's
 * first-load JavaScript (docs/product.md §12, §23).
 */
export { Compare } from '@/features/compare/components/Compare'
export { Heart } from '@/features/favourites/components/Heart'
