import {
  AUTH_PASSWORD,
  accountMenu,
  assignOwnClientAddress,
  signUpOverHttp,
  uniqueAuthEmail,
} from './auth-helpers'
import { expect, type Page, test } from './support/fixtures'
import { holdScripts } from './support/hydration'
import { messages } from './support/messages'

// The sign-in form is an island (decisions 072 and 081): the page hydrates without its code, which loads
// when someone starts using the form. Whatever they do in the server's form meanwhile must count.

const en = messages.en

test.beforeEach(async ({ context }) => {
  await assignOwnClientAddress(context)
})

/** Types the address and the password into the page's sign-in form and presses Enter. */
async function typeAndSubmit(page: Page, email: string) {
  const main = page.getByRole('main')
  await main.getByLabel(en.auth.fields.email).fill(email)
  await main.getByLabel(en.auth.fields.password, { exact: true }).fill(AUTH_PASSWORD)
  await main.getByLabel(en.auth.fields.password, { exact: true }).press('Enter')
}

/** Resolves once a script with the sign-in form's own code has arrived. */
function formCodeArrives(page: Page) {
  return page.waitForResponse(async (response) =>
    (await response.text().catch(() => '')).includes('login.forgot'),
  )
}

test('what someone types before the form’s code has loaded is kept, and their Enter signs them in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueAuthEmail('island-early')
  await signUpOverHttp(request, baseURL ?? '', email, 'Early Person')
  await page.goto('/login?redirect=%2Fhelp', { waitUntil: 'networkidle' })
  const release = await holdScripts(page)
  await typeAndSubmit(page, email)
  release()
  await expect(page).toHaveURL((url) => url.pathname === '/help')
  await expect(accountMenu(page, 'Early Person')).toBeVisible()
})

test('if the form’s code cannot load, a submit made meanwhile is sent as a plain form and signs in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueAuthEmail('island-offline')
  await signUpOverHttp(request, baseURL ?? '', email, 'Plain Person')
  await page.goto('/login?redirect=%2Fhelp', { waitUntil: 'networkidle' })
  await page.route('**/_next/static/chunks/**', (route) => route.abort())
  await typeAndSubmit(page, email)
  await expect(page).toHaveURL((url) => url.pathname === '/help')
  await page.unroute('**/_next/static/chunks/**')
  await page.reload()
  await expect(accountMenu(page, 'Plain Person')).toBeVisible()
})

test('the field someone types in stays theirs while the code loads; a button pressed meanwhile works', async ({
  page,
}) => {
  await page.goto('/login', { waitUntil: 'networkidle' })
  const main = page.getByRole('main')
  const email = main.getByLabel(en.auth.fields.email)
  const password = main.getByLabel(en.auth.fields.password, { exact: true })
  const arrived = formCodeArrives(page)
  await email.focus()
  await arrived
  const serverFields = main.locator('input[data-server-field]')
  await main.locator('input:not([type=hidden])').evaluateAll((inputs) => {
    for (const input of inputs) input.setAttribute('data-server-field', '')
  })
  await email.pressSequentially('someone@example.test')
  await password.focus()
  await password.fill('typed before the code')
  // Still the server's fields (a phone's keyboard stays up): nothing replaced them while typing.
  await expect(serverFields).toHaveCount(2)
  await expect(password).toBeFocused()

  await main.getByRole('button', { name: en.forms.showPassword }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await expect(main.getByRole('button', { name: en.forms.hidePassword })).toBeFocused()
  await expect(email).toHaveValue('someone@example.test')
  await expect(password).toHaveValue('typed before the code')
  await expect(serverFields).toHaveCount(0)
})

test('“Email me a sign-in link instead” pressed before the form’s code has loaded opens the link form, with the address typed meanwhile', async ({
  page,
}) => {
  await page.goto('/login', { waitUntil: 'networkidle' })
  const release = await holdScripts(page)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: en.auth.link.choose }).click()
  await main.getByLabel(en.auth.fields.email).fill('early@example.test')
  release()
  await expect(main.getByText(en.auth.link.intro)).toBeVisible()
  await expect(main.getByRole('button', { name: en.auth.link.submit })).toBeVisible()
  await expect(main.getByLabel(en.auth.fields.email)).toHaveValue('early@example.test')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sign-in page offers the link sign-in only with JavaScript (an expired link opens its form)', async ({
    page,
  }) => {
    await page.goto('/login')
    const main = page.getByRole('main')
    await expect(main.getByRole('button', { name: en.auth.login.submit, exact: true })).toBeVisible()
    await expect(main.getByRole('button', { name: en.auth.link.choose })).toBeHidden()
  })
})
