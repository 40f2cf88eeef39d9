/**
 * Debian's Chromium (or CHROMIUM_PATH) and the flags every headless start uses here: no sandbox
 * (containers, root), no GPU, and nothing that reaches for the network on its own.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

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

/**
 * Headless Chromium for Lighthouse (chrome-launcher), robust on a busy machine: up to 60 s for its
 * debugging port (chrome-launcher's default is 25 s, which a loaded 2-core CI machine has exceeded),
 * three tries, and a failure that quotes Chromium's own last error lines instead of only the refused
 * connection.
 */
export async function launchLighthouseChromium(): Promise<{ port: number; kill: () => void }> {
  const chromeLauncher = await import('chrome-launcher')
  const failures: string[] = []
  for (let attempt = 1; attempt <= 3; attempt++) {
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'))
    const removeDir = () => fs.rmSync(userDataDir, { recursive: true, force: true })
    try {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
        userDataDir,
        maxConnectionRetries: 120,
        connectionPollInterval: 500,
        logLevel: 'error',
      })
      return {
        port: chrome.port,
        kill: () => {
          chrome.kill()
          removeDir()
        },
      }
    } catch (error) {
      let stderr = ''
      try {
        stderr = fs.readFileSync(path.join(userDataDir, 'chrome-err.log'), 'utf8').trim().split('\n').slice(-5).join(' | ')
      } catch {
        // no log written: Chromium did not start at all
      }
      failures.push(`try ${attempt}: ${error instanceof Error ? error.message : String(error)}${stderr ? ` (Chromium: ${stderr})` : ''}`)
      process.stderr.write(`chromium: ${failures.at(-1)}\n`)
      removeDir()
    }
  }
  throw new Error(`Chromium did not start for Lighthouse: ${failures.join('; ')}`)
}
