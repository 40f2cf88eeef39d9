/**
 * A sales user working a lead in the CMS (docs/product.md §22): the leads list opens on 'My leads'
 * (assigned to them, still open) with the overdue follow-ups marked; they open a lead, change its
 * status, add a note, and see both on the timeline, newest first.
 */
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'

import { E2E_BASE_URL, SAME_ORIGIN_HEADERS } from './support/constants'
import { expect, loginAsEditor, test } from './support/fixtures'

const run = Date.now() % 1_000_000
const who = { email: `sales-ws-${run}@example.com`, password: `Sales-workspace-${run}-pass` }
const apiKey = `e2e-sales-workspace-key-${run}-abcdefghij`
const names = {
  overdue: `Overdue Buyer ${run}`,
  upcoming: `Upcoming Buyer ${run}`,
  won: `Won Buyer ${run}`,
  others: `Others Buyer ${run}`,
}
let admin: APIRequestContext
let salesId = 0
let sourceId = 0
const leadIds: number[] = []
const leadOf: Record<string, number> = {}

async function createLead(name: string, phone: string, data: Record<string, unknown>): Promise<number> {
  const posted = await admin.post('/api/leads', {
    headers: { authorization: `Bearer ${apiKey}` },
    data: { name, phone, email: `${phone.replace(/\D/g, '')}@example.com`, city: 'Pune', message: 'Sales workspace e2e' },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  const id = Number(((await posted.json()) as { id: string }).id)
  leadIds.push(id)
  const patched = await admin.patch(`/api/cms/leads/${id}`, { data })
  expect(patched.status(), await patched.text()).toBe(200)
  return id
}

test.beforeAll(async () => {
  admin = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: SAME_ORIGIN_HEADERS })
  await loginAsEditor(admin)
  const created = await admin.post('/api/cms/editors', { data: { ...who, name: `Sales Workspace ${run}`, roles: ['sales'] } })
  expect(created.status(), await created.text()).toBe(201)
  salesId = ((await created.json()) as { doc: { id: number } }).doc.id
  const source = await admin.post('/api/cms/lead-sources', { data: { name: `Workspace portal ${run}`, kind: 'api', key: apiKey, active: true } })
  expect(source.status(), await source.text()).toBe(201)
  sourceId = ((await source.json()) as { doc: { id: number } }).doc.id
  const adminId = ((await (await admin.get('/api/cms/editors/me')).json()) as { user: { id: number } }).user.id

  const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
  const digits = String(run).padStart(6, '0')
  leadOf.overdue = await createLead(names.overdue, `+9198${digits}01`, { assignee: salesId, follow_up_at: hourAgo })
  leadOf.upcoming = await createLead(names.upcoming, `+9198${digits}02`, { assignee: salesId, follow_up_at: tomorrow })
  leadOf.won = await createLead(names.won, `+9198${digits}03`, { assignee: salesId, status: 'won', follow_up_at: hourAgo })
  leadOf.others = await createLead(names.others, `+9198${digits}04`, { assignee: adminId, follow_up_at: hourAgo })
})

test.afterAll(async () => {
  for (const id of leadIds) await admin.delete(`/api/cms/leads/${id}`)
  if (sourceId) await admin.delete(`/api/cms/lead-sources/${sourceId}`)
  if (salesId) await admin.delete(`/api/cms/editors/${salesId}`)
  await admin?.dispose()
})

test('a sales user lands on My leads, opens an overdue lead, changes its status and adds a note', async ({ page }) => {
  await page.goto('/cms/login')
  await page.getByLabel(/email/i).fill(who.email)
  await page.getByLabel(/password/i).fill(who.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByRole('link', { name: /leads/i }).first()).toBeVisible()

  // The bare list URL opens on My leads: assigned to me, not won, lost, spam or test.
  await page.goto('/cms/collections/leads')
  await expect(page).toHaveURL(/[?&]where/)
  const url = decodeURIComponent(page.url())
  expect(url).toContain(`where[and][0][assignee][equals]=${salesId}`)
  expect(url).toContain('[status][not_in]')
  await expect(page.getByRole('navigation', { name: 'Lead views' }).getByRole('link', { name: 'My leads' })).toBeVisible()

  const rows = page.locator('table tbody tr')
  const overdueRow = rows.filter({ hasText: names.overdue })
  const upcomingRow = rows.filter({ hasText: names.upcoming })
  await expect(overdueRow).toHaveCount(1)
  await expect(upcomingRow).toHaveCount(1)
  await expect(rows.filter({ hasText: names.won })).toHaveCount(0)
  await expect(rows.filter({ hasText: names.others })).toHaveCount(0)
  await expect(overdueRow.getByTestId('overdue-mark')).toHaveText('Overdue')
  await expect(upcomingRow.getByTestId('overdue-mark')).toHaveCount(0)

  // The filters offer the fields the team works by (My leads' own conditions are already there).
  await page.locator('#toggle-list-filters').click()
  await page.locator('.condition__field .rs__control').first().click()
  const options = page.locator('.rs__option')
  await expect(options.first()).toBeVisible()
  for (const label of ['Status', 'Lead source', 'Form', 'City', 'Property', 'Language']) {
    await expect(options.filter({ hasText: new RegExp(`(^|> )${label}$`) }), label).toHaveCount(1)
  }
  await page.keyboard.press('Escape')

  // 'All leads' shows the lead of another assignee too.
  await page.getByRole('navigation', { name: 'Lead views' }).getByRole('link', { name: 'All leads' }).click()
  await expect(page).toHaveURL(/view=all/)
  await expect(page.locator('table tbody tr').filter({ hasText: names.others })).toHaveCount(1)

  // Work the overdue lead: change its status, then add a note.
  await page.goto(`/cms/collections/leads/${leadOf.overdue}`)
  await expect(page.getByTestId('lead-timeline')).toBeVisible()
  // The select opens only once the edit view has hydrated: click until its options show.
  const contacted = page.locator('.rs__option', { hasText: /^Contacted$/ })
  await expect(async () => {
    await page.locator('#field-status').click()
    await expect(contacted).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await contacted.click()
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  await page.getByLabel('Activity text').fill(`Called, will visit on Sunday ${run}`)
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText('Note added.')).toBeVisible()

  const entries = page.getByTestId('timeline-entries').locator('li')
  await expect(entries.first()).toContainText(`Note — Called, will visit on Sunday ${run}`)
  await expect(entries.nth(1)).toContainText('Status new → contacted')
  await expect(entries.first()).toHaveAttribute('data-kind', 'note')
  await expect(entries.nth(1)).toHaveAttribute('data-kind', 'status')
})
