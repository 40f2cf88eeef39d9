/**
 * The app's root not-found view. Next puts a root segment's not-found view into every page's React
 * payload; without this file it puts its built-in one there twice (at the app's root and at the
 * `(site)` group's), about 1.7 kB of markup and inline styles in each page's HTML that no visitor
 * sees. A page that is missing gets the site's own 404 page in its language
 * (`[locale]/not-found.tsx`, and `/_missing` from the production server: src/lib/server/not-found-page.ts);
 * this one answers only what matches no route at all (no public URL does: the proxy sends every
 * public path to a language), so it brings its own document and keeps to a few bytes.
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <title>Page not found</title>
        <h1>Page not found</h1>
        {/* A full page load on purpose: this view stands outside the site's layout. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Griha Homes</a>
      </body>
    </html>
  )
}
