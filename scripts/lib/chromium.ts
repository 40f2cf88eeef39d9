/**
 * Debian's Chromium (or CHROMIUM_PATH) and the flags every headless start uses here: no sandbox
 * (containers, root), no GPU, and nothing that reaches for the network on its own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
