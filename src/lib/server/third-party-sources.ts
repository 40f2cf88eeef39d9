/**
 * The other origins the Content-Security-Policy allows, decided by site data (docs/product.md §18):
 * Google's tag hosts while `g_tag_id` is set, the chat widget's host while `chat_widget` is. The
 * site reads its site data (src/features/site-data/site-data.server.ts) and publishes the sources
 * here; the production server's CSP (security-headers.ts) reads them for every HTML answer. On
 * `globalThis`: Next bundles server code apart from scripts/serve.ts. Empty (the strict policy,
 * no other origin) until published.
 */
export type ThirdPartySources = {
  script: readonly string[]
  connect: readonly string[]
  frame: readonly string[]
}

export const NO_THIRD_PARTY: ThirdPartySources = { script: [], connect: [], frame: [] }

const REGISTRY = Symbol.for('homes-site.third-party-sources')

type Holder = { [REGISTRY]?: ThirdPartySources }

export function thirdPartySources(): ThirdPartySources {
  return (globalThis as Holder)[REGISTRY] ?? NO_THIRD_PARTY
}

/** Only `https://host` (or `wss://host`) sources with a plain host name (optionally `*.` first) get in. */
const SOURCE = /^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/

export function setThirdPartySources(sources: ThirdPartySources): void {
  const clean = (list: readonly string[]) => [...new Set(list.filter((s) => SOURCE.test(s)))].sort()
  ;(globalThis as Holder)[REGISTRY] = { script: clean(sources.script), connect: clean(sources.connect), frame: clean(sources.frame) }
}
