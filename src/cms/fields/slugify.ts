/**
 * URL slugs (docs/product.md §4): lower-case ASCII kebab-case. Accents are folded ("Café" → "cafe"), anything
 * else that is not a letter or digit becomes a single hyphen. Pure, so the site's "raw name →
 * slug" redirects can use the same function.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '')
}
