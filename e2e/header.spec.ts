import { localeNames, type TLocale } from '@/i18n/locales'
import { accountMenu, signUpOverHttp, uniqueAuthEmail } from './auth-helpers'
import { expect, type Locator, type Page, test } from './support/fixtures'
import { holdScripts } from './support/hydration'
import { messages } from './support/messages'

const en = messages.en
const de = messages.de

function languageButton(page: Page, locale: TLocale = 'en') {
  return page
    .getByRole('banner')
    .getByRole('button', { name: `${messages[locale].languageSwitcher.label}: ${localeNames[locale]}` })
}

/** Sums, in every document the page loads, the layout shifts of elements inside the header from before the first paint. */
async function trackHeaderShift(page: Page) {
  await page.addInitScript(() => {
    const track = window as unknown as { headerShift: number }
    track.headerShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        sources?: { node?: Node | null }[]
      })[]) {
        if ((entry.sources ?? []).some((source) => source.node?.parentElement?.closest('header')))
          track.headerShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Resolves after two more frames: a layout shift of the last change is reported by then. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

function headerShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { headerShift: number }).headerShift)
}

/** Opens a header menu from the keyboard; answers its panel. */
async function openByKeyboard(button: Locator, panel: Locator) {
  await button.focus()
  await button.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toBeVisible()
  // The button names the panel it controls.
  expect(
    await panel.evaluate(
      (element, id) => element.closest(`[id="${id}"]`) !== null,
      await button.getAttribute('aria-controls'),
    ),
  ).toBe(true)
}

async function expectClosed(button: Locator, panel: Locator) {
  await expect(panel).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
}

/** Escape, a click outside and tabbing past the last item each close the menu. */
async function expectMenuBehaviour(page: Page, button: Locator, panel: Locator) {
  await openByKeyboard(button, panel)
  await page.keyboard.press('Escape')
  await expectClosed(button, panel)
  await expect(button).toBeFocused()

  await openByKeyboard(button, panel)
  await page.getByRole('heading', { level: 1 }).first().click()
  await expectClosed(button, panel)

  await openByKeyboard(button, panel)
  const items = await panel.locator('a, button').count()
  for (let step = 0; step < items; step++) {
    await page.keyboard.press('Tab')
    await expect(panel).toBeVisible()
  }
  await page.keyboard.press('Tab')
  await expectClosed(button, panel)
}

test.describe('header menus', () => {
  test('the language switcher closes on Escape, an outside click and focus leaving', async ({
    visitor: page,
  }) => {
    await page.goto('/help')
    const button = languageButton(page)
    const panel = page.getByRole('list', { name: en.languageSwitcher.label })
    await expectMenuBehaviour(page, button, panel)
  })

  test('the account menu closes on Escape, an outside click and focus leaving', async ({ page, signIn }) => {
    const name = 'Menu Tester'
    await signIn({ name })
    await page.goto('/help')
    const button = accountMenu(page, name)
    const panel = page
      .getByRole('banner')
      .getByRole('link', { name: en.auth.menu.progress })
      .locator('xpath=../../..')
    await expectMenuBehaviour(page, button, panel)
    // A followed link closes the menu too (the header stays across client navigations).
    await button.click()
    await page.getByRole('banner').getByRole('link', { name: en.auth.menu.account }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expectClosed(button, panel)
  })

  test('the language switcher links to final addresses: English without /en', async ({ page, request }) => {
    await page.goto('/de/hilfe')
    await languageButton(page, 'de').click()
    const list = page.getByRole('list', { name: messages.de.languageSwitcher.label })
    await expect(list.getByRole('link', { name: localeNames.en })).toHaveAttribute('href', '/help')
    await expect(list.getByRole('link', { name: localeNames.fr })).toHaveAttribute('href', '/fr/aide')
    const response = await request.get('/help', { maxRedirects: 0 })
    expect(response.status()).toBe(200)
  })

  test('the globe is an SVG icon, not an emoji', async ({ visitor: page }) => {
    await page.goto('/')
    const button = languageButton(page)
    await expect(button.locator('svg')).toHaveCount(1)
    expect(await button.textContent()).not.toContain('🌐')
  })
})

test.describe('header on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('fits in one row with a menu button that shows the navigation', async ({ page }) => {
    await page.goto('/help')
    const header = page.getByRole('banner')
    const menuButton = header.getByRole('button', { name: en.nav.menu })
    const parts = [
      header.getByRole('link', { name: en.meta.siteName, exact: true }),
      languageButton(page),
      header.getByRole('link', { name: en.nav.login }),
      menuButton,
    ]
    const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!))
    const headerBox = (await header.boundingBox())!
    // One row: every part sits on the same line, inside the viewport, and the header stays short.
    for (const box of boxes) {
      expect(Math.abs(box.y + box.height / 2 - (boxes[0]!.y + boxes[0]!.height / 2))).toBeLessThan(6)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    expect(headerBox.height).toBeLessThan(70)

    const nav = header.getByRole('navigation', { name: en.nav.mainNavigation })
    const help = nav.getByRole('link', { name: en.nav.help })
    await expect(help).toBeHidden()
    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(help).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
    await expect(menuButton).toBeFocused()
    await menuButton.click()
    await nav.getByRole('link', { name: en.nav.quitSmoking }).click()
    await expect(page).toHaveURL(/\/quit-smoking$/)
    await expect(help).toBeHidden()
  })

  test('the menus open and close before the page has hydrated', async ({ page }) => {
    // Every script file is held back: only the head script has run, as on a slow phone's first seconds.
    const release = await holdScripts(page)
    await page.goto('/help', { waitUntil: 'domcontentloaded' })
    const header = page.getByRole('banner')
    const menuButton = header.getByRole('button', { name: en.nav.menu })
    const help = header
      .getByRole('navigation', { name: en.nav.mainNavigation })
      .getByRole('link', { name: en.nav.help })
    await menuButton.click()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(help).toBeVisible()
    await page.keyboard.press('Escape')
    await expectClosed(menuButton, help)
    await expect(menuButton).toBeFocused()

    const languages = page.getByRole('list', { name: en.languageSwitcher.label })
    await openByKeyboard(languageButton(page), languages)
    // Opening one menu closes the other.
    await menuButton.click()
    await expect(help).toBeVisible()
    await expectClosed(languageButton(page), languages)
    release()
  })

  test('keeps its phone shape in the language chosen in it', async ({ page }) => {
    await page.goto('/help')
    await languageButton(page).click()
    await page.getByRole('banner').getByRole('link', { name: localeNames.de }).click()
    await expect(page).toHaveURL(/\/de\/hilfe$/)
    // The new language's header is mounted by the browser, not hydrated: the same shape as a load.
    const header = page.getByRole('banner')
    await expect(languageButton(page, 'de')).toBeVisible()
    await expect(header.getByRole('link', { name: de.nav.login })).toBeVisible()
    await expect(header.getByRole('link', { name: de.nav.help })).toBeHidden()
    await header.getByRole('button', { name: de.nav.menu }).click()
    await expect(header.getByRole('link', { name: de.nav.help })).toBeVisible()
  })
})

for (const width of [390, 1280]) {
  test(`at ${width} px the header causes no layout shift while the page hydrates`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await trackHeaderShift(page)
    // Hold the scripts back to paint the server HTML first, then let hydration run.
    const release = await holdScripts(page)
    await page.goto('/help', { waitUntil: 'domcontentloaded' })
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: en.nav.login })).toBeVisible()
    const before = await header.boundingBox()
    release()
    // Hydration runs: done once the network is idle.
    await page.waitForLoadState('networkidle')
    expect(await header.boundingBox()).toEqual(before)
    expect(await headerShift(page)).toBe(0)
  })
}

test('signed in at 390 px, the header does not shift while the page loads (10 loads)', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000)
  const name = 'Steady Header'
  await signIn({ name })
  await page.setViewportSize({ width: 390, height: 844 })
  await trackHeaderShift(page)
  for (let load = 0; load < 10; load++) {
    await page.goto('/help')
    // The session's answer is the header's last change: the account menu replaces the entry.
    await expect(accountMenu(page, name)).toBeVisible()
    await nextFrames(page)
    expect(await headerShift(page), `load ${load + 1}`).toBe(0)
  }
})

// Decision 070: the head script marks a browser with the signed-in marker cookie before the first
// paint, so a signed-in person never sees "Sign in" on a prerendered page, and the session's
// answer replaces the account entry without moving anything.
test.describe('signed in, before the page’s scripts have run', () => {
  for (const { path, locale } of [
    { path: '/help', locale: 'en' },
    { path: '/de/hilfe', locale: 'de' },
  ] as const) {
    test(`${path} shows an account entry, not "Sign in"`, async ({ page, signIn }) => {
      await signIn({ name: 'Early Riser' })
      // Only the inline head script runs: every script file is refused, as at the first paint.
      await page.route(/\.js(\?|$)/, (route) => route.abort())
      await page.goto(path)
      const header = page.getByRole('banner')
      const m = messages[locale]
      await expect(header.getByRole('link', { name: m.auth.menu.account })).toBeVisible()
      await expect(header.getByRole('link', { name: m.nav.login })).toHaveCount(0)
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a signed-in person is not offered "Sign in" in the header', async ({ page, request, baseURL }) => {
    const cookie = await signUpOverHttp(request, baseURL ?? '', uniqueAuthEmail('header-no-js'))
    await page.setExtraHTTPHeaders({ cookie })
    for (const path of ['/', '/help', '/progress']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: en.nav.login })).toHaveCount(0)
    }
  })

  test('the navigation and the language choice still work', async ({ page }) => {
    await page.goto('/help')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: en.nav.quitSmoking })).toBeVisible()
    await header.locator('summary').click()
    await header.getByRole('link', { name: localeNames.de }).click()
    await expect(page).toHaveURL(/\/de\/hilfe$/)
  })
})
