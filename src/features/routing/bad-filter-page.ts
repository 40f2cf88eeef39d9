/**
 * The HTML answer to a listing or search page with a bad filter: status 400 (SPEC §5), the message
 * naming the parameter, a link to the same page without it, and ways on. Self-contained (the proxy
 * answers before any page renders), small, and not indexed.
 */
import { SITE_NAME } from '../../lib/site'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function badFilterHtml({ param, error, retry }: { param: string; error: string; retry: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Invalid filter · ${escapeHtml(SITE_NAME)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f6faf9}
main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 .75rem;color:#0e5a56}
p{line-height:1.6}
code{background:#eef5f4;padding:.1rem .35rem;border-radius:.25rem}
a{color:#0e5a56;font-weight:600}
a:focus-visible{outline:3px solid #0e5a56;outline-offset:2px}
ul{padding-left:1.2rem;line-height:2}
</style>
</head>
<body>
<main>
<h1>This filter is not valid</h1>
<p role="alert">The <code>${escapeHtml(param)}</code> filter is not valid: ${escapeHtml(error)}.</p>
<ul>
<li><a href="${escapeHtml(retry)}">Show results without the <code>${escapeHtml(param)}</code> filter</a></li>
<li><a href="/search">Start a new search</a></li>
<li><a href="/">${escapeHtml(SITE_NAME)} home</a></li>
</ul>
</main>
</body>
</html>
`
}
