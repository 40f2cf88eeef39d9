import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { pidFile, requestReload } from '../../scripts/lib/cluster-reload'

const dirs: string[] = []
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-reload-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('npm run cluster -- --reload', () => {
  it('says so when no cluster runs from DATA_DIR', async () => {
    const dir = dataDir()
    await expect(requestReload(dir, 1_000)).rejects.toThrow(`no cluster is running from ${dir}`)
  })

  it('signals no process that is not a cluster supervisor (a stale pid file)', async (context) => {
    if (!fs.existsSync('/proc/self/cmdline')) context.skip('needs /proc')
    const dir = dataDir()
    // This test process: SIGHUP would end it, so passing the test shows no signal was sent.
    fs.writeFileSync(pidFile(dir), `${process.pid}\n`)
    await expect(requestReload(dir, 1_000)).rejects.toThrow(`the cluster supervisor (pid ${process.pid}, from ${pidFile(dir)}) is not running`)
  })
})
