/**
 * Debian's Chromium (or CHROMIUM_PATH) and the flags every headless start uses here: no sandbox
 * (containers, root), no GPU, and nothing that reaches for the network on its own.
 */
import fs from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * The end-to-end suite's browser: Debian's `chromium-headless-shell` (the same Chromium built as the
 * old headless shell, what Playwright itself runs headless) when it is installed, else Chromium.
 * It costs less CPU per page (the suite's heaviest specs 177 → 150 CPU seconds, docs/quality.md
 * "CI time"); CHROMIUM_PATH still chooses, and a headed run (`--headed`, PWDEBUG) needs Chromium.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'
export function e2eChromiumPath(headed: boolean): string {
  if (process.env.CHROMIUM_PATH || headed || !fs.existsSync(HEADLESS_SHELL_PATH)) return CHROMIUM_PATH
  return HEADLESS_SHELL_PATH
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
