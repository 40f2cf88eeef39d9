/**
 * Small self-contained HTML pages for answers given before (or without) the React app: the 400 page
 * of a bad search filter (src/features/routing) and the no-JavaScript answers of the lead intake
 * (src/features/leads/intake). One look, one escaping rule. Pure.
 */
import { SITE_NAME } from '../site'

/** Text for HTML text and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * A sentence with placeholders (`render`: a catalogue message given its values) as HTML: its words
 * escaped, and each value of `parts` put in where its placeholder stands, as the HTML given (a name
 * in bold, a link). One way for the small pages and mails that put markup into a translated sentence.
 */
export function sentenceHtml<K extends string>(render: (values: Record<K, string>) => string, parts: Record<K, string>): string {
  const keys = Object.keys(parts) as K[]
  const marks = Object.fromEntries(keys.map((key, i) => [key, `\u0000${i}\u0000`])) as Record<K, string>
  let html = escapeHtml(render(marks))
  // A function, so a `$` in a part is itself, not a replacement pattern.
  for (const key of keys) html = html.replace(marks[key], () => parts[key])
  return html
}

const BASE_CSS = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f6faf9}
main{max-width:36rem;margin:VMARGIN auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 .75rem;color:#0e5a56}
p{line-height:1.6}
a{color:#0e5a56;font-weight:600}
a:focus-visible{outline:3px solid #0e5a56;outline-offset:2px}`

/**
 * A whole page: `title` (plain text, escaped here) followed by the site name, the shared styles plus
 * `css`, and `body` (HTML the caller built with `escapeHtml`) inside `<main>`. Never indexed.
 */
export function standalonePage({
  title,
  body,
  css = '',
  topMargin = '12vh',
  lang = 'en',
}: {
  title: string
  body: string
  css?: string
  topMargin?: string
  /** The page's language (`<html lang>`). */
  lang?: string
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(SITE_NAME)}</title>
<style>
${BASE_CSS.replace('VMARGIN', topMargin)}${css ? `\n${css}` : ''}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}
