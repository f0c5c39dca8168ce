import { languageTags, localeCookieMaxAge, localeCookieName, localeNames, type TLocale } from '@/i18n/locales'
import { type BrowserContext, expect, type Page, test } from './support/fixtures'
import { messages, pageTitle } from './support/messages'

// Locale detection, the i18n_redirected cookie and the language switcher, in Chromium.
const YEAR_S = localeCookieMaxAge

async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === localeCookieName)
}

function expectLocaleCookie(cookie: Awaited<ReturnType<typeof localeCookie>>, locale: TLocale) {
  expect(cookie, 'i18n_redirected is set').toBeDefined()
  expect(cookie).toMatchObject({ value: locale, path: '/', sameSite: 'Lax', httpOnly: false, secure: false })
  // About a year from now (the browser stores an absolute expiry).
  const inAYear = Date.now() / 1000 + YEAR_S
  expect(cookie?.expires).toBeGreaterThan(inAYear - 120)
  expect(cookie?.expires).toBeLessThan(inAYear + 120)
}

test.describe('first visit with Accept-Language: de', () => {
  // Chromium derives Accept-Language from the browser locale: "de-DE,de;q=0.9".
  test.use({ locale: 'de-DE' })

  test('goes to /de and keeps the choice in i18n_redirected at once', async ({ page, context, baseURL }) => {
    const response = await page.goto('/')
    await expect(page).toHaveURL(`${baseURL}/de`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags.de)
    await expect(page).toHaveTitle(pageTitle('de', 'home'))

    const detection = await response?.request().redirectedFrom()?.response()
    expect(detection?.status(), 'the detection redirect').toBe(307)
    const setCookie = (await detection?.headerValue('set-cookie')) ?? ''
    const attributes = setCookie.split(';').map((part) => part.trim())
    expect(attributes[0]).toBe(`${localeCookieName}=de`)
    expect(attributes).toContain('Path=/')
    expect(attributes).toContain(`Max-Age=${YEAR_S}`)
    expect(attributes.map((a) => a.toLowerCase())).toContain('samesite=lax')
    expect(attributes.some((a) => /^expires=/i.test(a))).toBe(true)
    expect(attributes.some((a) => /^(domain|secure|httponly)\b/i.test(a))).toBe(false)

    expectLocaleCookie(await localeCookie(context), 'de')
  })

  test('the cookie beats the header', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: localeCookieName, value: 'fr', url: baseURL! }])
    await page.goto('/')
    await expect(page).toHaveURL(`${baseURL}/fr`)
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags.fr)
  })

  test('an English cookie keeps the unprefixed English site', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: localeCookieName, value: 'en', url: baseURL! }])
    await page.goto('/')
    await expect(page).toHaveURL(`${baseURL}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags.en)
  })

  test('only the root detects: an unprefixed page stays English', async ({ page, baseURL }) => {
    await page.goto('/help')
    await expect(page).toHaveURL(`${baseURL}/help`)
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags.en)
  })
})

test('visiting a prefixed page sets the cookie to its locale', async ({ page, context }) => {
  await page.goto('/pl/login')
  await expect(page.getByRole('heading', { level: 1, name: messages.pl.pages.login.title })).toBeVisible()
  expectLocaleCookie(await localeCookie(context), 'pl')
})

// Signed in, the account and progress pages are served without the proxy (decision 075): the
// cookie, the language and the unprefixed English address are the same as through it.
test('a signed-in person’s prefixed and unprefixed progress and account pages keep the cookie in step', async ({
  page,
  context,
  signIn,
  baseURL,
}) => {
  await signIn({ name: 'Cookie Person' })
  await page.goto('/de/account')
  await expect(page.getByRole('heading', { level: 1, name: messages.de.pages.account.title })).toBeVisible()
  expectLocaleCookie(await localeCookie(context), 'de')
  await page.goto('/progress')
  await expect(page).toHaveURL(`${baseURL}/progress`)
  await expect(page.locator('html')).toHaveAttribute('lang', languageTags.en)
  expectLocaleCookie(await localeCookie(context), 'en')
})

async function switchLanguage(page: Page, from: TLocale, to: TLocale) {
  const header = page.getByRole('banner')
  // The switcher's button names the current language.
  await header
    .getByRole('button', { name: `${messages[from].languageSwitcher.label}: ${localeNames[from]}` })
    .click()
  await page
    .getByRole('list', { name: messages[from].languageSwitcher.label })
    .getByRole('link', { name: localeNames[to] })
    .click()
}

test('the language switcher keeps the page in its localized slug and sets the cookie', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/de/hilfe')
  await expect(page.getByRole('heading', { level: 1, name: messages.de.pages.help.title })).toBeVisible()

  await switchLanguage(page, 'de', 'fr')
  await expect(page).toHaveURL(`${baseURL}/fr/aide`)
  await expect(page.locator('html')).toHaveAttribute('lang', languageTags.fr)
  await expect(page.getByRole('heading', { level: 1, name: messages.fr.pages.help.title })).toBeVisible()
  expectLocaleCookie(await localeCookie(context), 'fr')
  // The new language's header keeps its scripted shape: the account corner is there.
  await expect(page.getByRole('banner').getByRole('link', { name: messages.fr.nav.login })).toBeVisible()

  await switchLanguage(page, 'fr', 'ru')
  await expect(page).toHaveURL(`${baseURL}/ru/${encodeURIComponent('помощь')}`)
  expectLocaleCookie(await localeCookie(context), 'ru')

  await switchLanguage(page, 'ru', 'en')
  await expect(page).toHaveURL(`${baseURL}/help`)
  await expect(page.locator('html')).toHaveAttribute('lang', languageTags.en)
  await expect(page.getByRole('heading', { level: 1, name: messages.en.pages.help.title })).toBeVisible()
  expectLocaleCookie(await localeCookie(context), 'en')
})

test.describe('a German browser that chose English', () => {
  test.use({ locale: 'de-DE' })

  test('stays on the English root after switching back', async ({ page, context, baseURL }) => {
    await page.goto('/')
    await expect(page).toHaveURL(`${baseURL}/de`)
    await switchLanguage(page, 'de', 'en')
    await expect(page).toHaveURL(`${baseURL}/`)
    expectLocaleCookie(await localeCookie(context), 'en')
    await page.goto('/de/hilfe')
    await page.goto('/')
    // Visiting /de/hilfe chose German again; the root follows the cookie, not only the header.
    await expect(page).toHaveURL(`${baseURL}/de`)
    await switchLanguage(page, 'de', 'en')
    await expect(page).toHaveURL(`${baseURL}/`)
    await page.reload()
    await expect(page).toHaveURL(`${baseURL}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags.en)
  })
})
