// The floor app of `npm run lighthouse:floor` (scripts/lighthouse-floor.ts): Next's own runtime and
// nothing else. The script copies this folder to a temporary one with a link to the site's
// node_modules (the same Next and React, the same bundler) and builds it there: built inside the
// repository, Turbopack takes the site's src/instrumentation.ts as the floor's too. The filesystem
// root as Turbopack's root lets it follow that link.
const config = {
  poweredByHeader: false,
  turbopack: { root: '/' },
}

export default config
