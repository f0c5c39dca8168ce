import { expect, type Page, test } from './support/fixtures'
import { messages } from './support/messages'

// The links a page shows at once fetch their page when someone is about to follow them, not on
// load: on a phone that work competed with the page's own start (decision 071).

/** The addresses the page fetches for the router (prefetches), in order. */
function trackPrefetches(page: Page): string[] {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.headers().rsc === '1') fetched.push(new URL(request.url()).pathname)
  })
  return fetched
}

// The intent helper loads after the page has hydrated, which on a slow machine can be after the
// network went quiet: an intent before then fetches nothing, so the test repeats it until it does.
async function intendUntilFetched(fetched: string[], pathname: string, intend: () => Promise<void>) {
  await expect(async () => {
    await intend()
    expect(fetched).toContain(pathname)
  }).toPass({ timeout: 30_000 })
}

test('a content page fetches no linked page on load; pointing at a link fetches that page', async ({
  page,
}) => {
  const fetched = trackPrefetches(page)
  await page.goto('/help', { waitUntil: 'networkidle' })
  expect(fetched).toEqual([])

  const home = page.getByRole('banner').getByRole('link', { name: 'Exhale', exact: true })
  await intendUntilFetched(fetched, '/', async () => {
    await page.mouse.move(0, 400)
    await home.hover()
  })
})

test('the sign-in link is fetched on focus, and following it still works', async ({ page }) => {
  const fetched = trackPrefetches(page)
  await page.goto('/help', { waitUntil: 'networkidle' })
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' })
  await intendUntilFetched(fetched, '/login', async () => {
    await signIn.blur()
    await signIn.focus()
  })
  await signIn.press('Enter')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhelp$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('following a page link keeps the document: the router shows the next page, no new load', async ({
  page,
}) => {
  await page.goto('/help', { waitUntil: 'networkidle' })
  await page.evaluate(() => {
    ;(window as unknown as { stayed?: boolean }).stayed = true
  })
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads.push(request.url())
  })
  await page.getByRole('banner').getByRole('link', { name: 'Exhale', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page.getByRole('main').getByRole('region', { name: messages.en.newsletter.heading }),
  ).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  expect(loads).toEqual([])
})
