/**
 * The HTML answer to a listing or search page with a bad filter: status 400 (docs/product.md §5; 422 for a bad map parameter, §14), the message
 * naming the parameter, a link to the same page without it, and ways on. Self-contained (the proxy
 * answers before any page renders), small, and not indexed.
 */
import { escapeHtml, standalonePage } from '../../lib/html/standalone-page'
import { SITE_NAME } from '../../lib/site'

export function badFilterHtml({ param, error, retry }: { param: string; error: string; retry: string }): string {
  return standalonePage({
    title: 'Invalid filter',
    css: 'code{background:#eef5f4;padding:.1rem .35rem;border-radius:.25rem}\nul{padding-left:1.2rem;line-height:2}',
    body: `<h1>This filter is not valid</h1>
<p role="alert">The <code>${escapeHtml(param)}</code> filter is not valid: ${escapeHtml(error)}.</p>
<ul>
<li><a href="${escapeHtml(retry)}">Show results without the <code>${escapeHtml(param)}</code> filter</a></li>
<li><a href="/search">Start a new search</a></li>
<li><a href="/">${escapeHtml(SITE_NAME)} home</a></li>
</ul>`,
  })
}
