/**
 * The company and information pages of docs/product.md §4 on the demo content: every public route answers
 * 200 with its content and passes axe; unknown slugs are 404s; a hidden team member stays hidden;
 * the footer newsletter sign-up opens 'Newsletter Subscription'.
 */
import type { Page } from '@playwright/test'

import { expect, expectAccessible, test } from './support/fixtures'

/** Every fixed public route of docs/product.md §4 with a text its demo content shows. */
const ROUTES: { path: string; heading: RegExp; shows?: string }[] = [
  { path: '/', heading: /./ },
  { path: '/search', heading: /./ },
  { path: '/offers', heading: /Offers on new homes/ },
  { path: '/emi', heading: /EMI/ },
  { path: '/blogs', heading: /./ },
  { path: '/careers', heading: /Work with us/ },
  { path: '/contact', heading: /./ },
  { path: '/sitemap', heading: /Sitemap/i },
  { path: '/about', heading: /About us/, shows: 'Ananya Rao' },
  { path: '/about/ananya-rao', heading: /Ananya Rao/, shows: 'Founder & CEO' },
  { path: '/services', heading: /Our services/, shows: 'Loan Assist' },
  { path: '/pricing', heading: /Simple, upfront prices/, shows: 'Legal Check' },
  { path: '/faq', heading: /Frequently asked questions/, shows: 'Do you charge buyers a fee?' },
  { path: '/guide', heading: /guide to buying/i, shows: 'What is carpet area?' },
  { path: '/nri', heading: /from abroad/, shows: 'Can NRIs buy property in India?' },
  { path: '/vastu', heading: /Vastu/, shows: 'Where should the kitchen be?' },
  { path: '/phone', heading: /property expert/, shows: '+91 80 4567 8900' },
  { path: '/gold', heading: /Gold membership/, shows: 'How long does Gold membership last?' },
  { path: '/privacy', heading: /Privacy Policy/, shows: 'What we collect' },
  { path: '/terms', heading: /Terms of Use/, shows: 'Information on this site' },
  { path: '/page/cookies', heading: /Cookie Policy/, shows: 'remember your city' },
  { path: '/accreditations&associations', heading: /Accreditations & associations/, shows: 'MahaRERA' },
  { path: '/accreditations&associations/accreditation', heading: /^Accreditations$/, shows: 'ISO 9001:2015 certified processes' },
  { path: '/accreditations&associations/associations', heading: /^Associations$/, shows: 'NAR India' },
  { path: '/awards&press', heading: /Awards & press/, shows: 'Realty Excellence Awards' },
  { path: '/awards&press/press', heading: /^Press$/, shows: 'Metro Business Review' },
  { path: '/awards&press/awards', heading: /^Awards$/, shows: 'Customer Service Excellence' },
  { path: '/awards&press/awards/2023', heading: /Awards 2023/, shows: 'Customer Service Excellence' },
]

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((b) => String((JSON.parse(b) as { '@type'?: string })['@type']))
}

test.describe('company and information pages', () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 with its content and no axe violations`, async ({ page }) => {
      const res = await page.goto(route.path)
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
      if (route.shows) await expect(page.getByText(route.shows, { exact: false }).first()).toBeVisible()
      await expectAccessible(page)
    })
  }

  test('the routes with slugs answer 200 on demo content, found the way a visitor finds them', async ({ page, request }) => {
    const search = (await (await request.get('/api/search?city=bengaluru&pageSize=1')).json()) as { results: { url: string }[] }
    const property = search.results[0]!.url
    await page.goto('/blogs')
    const blog = await page.locator('main a[href^="/blogs/"]').first().getAttribute('href')
    const paths = [
      '/property/bengaluru',
      '/property/bengaluru/featured',
      property,
      '/builders/aravali-crest-developers',
      '/collections/new-launches',
      blog!,
      '/careers/property-consultant-bengaluru',
      '/search/villa',
      '/searchbox/villa',
      '/dynamic-sitemap.xml',
      '/robots.txt',
    ]
    for (const path of paths) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
    }
  })

  test('unknown blog, job, page, team member and award year are 404s', async ({ page }) => {
    for (const path of ['/blogs/no-such-post', '/careers/no-such-job', '/page/no-such-page', '/about/no-such-person', '/awards&press/awards/1999', '/awards&press/awards/not-a-year']) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(404)
    }
  })

  test('a hidden team member is on neither the team list nor a page of their own', async ({ page }) => {
    await page.goto('/about')
    const team = page.getByTestId('team-grid')
    await expect(team.getByText('Ananya Rao')).toBeVisible()
    await expect(team.getByText('Karthik Subramanian')).toHaveCount(0)
    expect((await page.goto('/about/karthik-subramanian'))?.status()).toBe(404)
  })

  test('/faq groups questions by type and describes them as an FAQPage', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByTestId('faq-group-nri').getByText('How do NRIs pay for a property?')).toBeVisible()
    await expect(page.getByTestId('faq-group-vastu').getByText('Which entrance direction is considered best?')).toBeVisible()
    expect(await jsonLdTypes(page)).toContain('FAQPage')
    // Information pages with FAQs carry the same structured data.
    await page.goto('/nri')
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']))
  })

  test('the footer newsletter sign-up comes back with the Newsletter Subscription dialog', async ({ page }) => {
    await page.goto('/guide')
    const form = page.getByTestId('newsletter-form')
    await form.getByLabel(/new launches and offers/).fill(`reader-${Date.now()}@example.com`)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/guide\?newsletter=success$/)
    const dialog = page.getByRole('dialog', { name: 'Newsletter Subscription' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Follow the link in it within 7 days to confirm your subscription')
    await expectAccessible(page)
  })
})
