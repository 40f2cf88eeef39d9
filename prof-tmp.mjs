import { chromium } from 'playwright'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(url, { waitUntil: 'load' }); await page.waitForTimeout(3000)
const { profile } = await cdp.send('Profiler.stop')
// self time by function
const byId = new Map(profile.nodes.map(n => [n.id, n]))
const self = new Map(); const dt = profile.timeDeltas; 
for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const k = `${n.callFrame.functionName||'(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self.set(k, (self.get(k) || 0) + (dt[i]||0)) }
const tot=[...self.values()].reduce((a,b)=>a+b,0)
const prog=[...self].filter(([k])=>k.startsWith("(program)")).reduce((a,[,v])=>a+v,0); const idle=[...self].filter(([k])=>k.startsWith("(idle)")).reduce((a,[,v])=>a+v,0); console.log(url, "busy", ((tot-idle)/1000).toFixed(0), "program", (prog/1000).toFixed(0), "js", ((tot-idle-prog)/1000).toFixed(0)); if (process.env.QUIET) { await browser.close(); process.exit(0) }
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(1), k)
await browser.close()
