import { createTranslator } from 'use-intl/core'
import { expect, type Page, test } from './support/fixtures'
import { holdScripts, recordScripts } from './support/hydration'
import { messages } from './support/messages'
import { createQuitPlan } from './support/programme'

// The forms of /progress are islands (decisions 072, 081 and 082): the page hydrates without their
// code, which loads form by form when someone starts using one. Each form's code names its own
// server action; that name is how a test tells the forms' scripts apart.

const companion = createTranslator({ locale: 'en', messages: messages.en, namespace: 'companion' })
const FORM_CODE = {
  checkIn: '"checkInAction"',
  plan: '"savePlanAction"',
  copingPlan: '"addCopingPlanAction"',
  medicine: '"saveMedicineUseAction"',
  savingsGoal: '"addGoalAction"',
} as const

/** A quit plan five days old, made through the page's own form; the check-in form then shows. */
async function quitFiveDaysAgo(page: Page) {
  await createQuitPlan(page, new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10))
  await expect(
    page.getByRole('main').getByRole('group', { name: companion('checkIn.question') }),
  ).toBeVisible()
}

/**
 * Tabs from the top of the page, as a keyboard user would, until an answer of the check-in has the
 * focus. The form's code loads on that focus and its render takes the server's place, so the test
 * asks the document, not an element found before the Tab, where the focus is.
 */
async function tabTo(page: Page, answer: 'smoke-free' | 'smoked') {
  const focused = () =>
    page.evaluate((value) => {
      const active = document.activeElement
      return active instanceof HTMLInputElement && active.name === 'status' && active.value === value
    }, answer)
  for (let tabs = 0; tabs < 60 && !(await focused()); tabs++) await page.keyboard.press('Tab')
}

const holding = (texts: string[], code: string) => texts.filter((text) => text.includes(code)).length

test('/progress loads no form’s code until one is used, then that form’s only', async ({ page, signIn }) => {
  await signIn({ name: 'Island Progress' })
  await quitFiveDaysAgo(page)
  const scripts = recordScripts(page)
  await page.goto('/progress', { waitUntil: 'networkidle' })
  const onLoad = await scripts()
  expect(onLoad.length).toBeGreaterThan(5)
  for (const [form, code] of Object.entries(FORM_CODE)) expect(holding(onLoad, code), form).toBe(0)

  const checkInCode = page.waitForResponse(async (response) =>
    (await response.text().catch(() => '')).includes(FORM_CODE.checkIn),
  )
  await page.getByRole('main').getByLabel(companion('checkIn.cigarettes')).focus()
  await checkInCode
  const loaded = await scripts()
  for (const form of ['plan', 'copingPlan', 'medicine', 'savingsGoal'] as const)
    expect(holding(loaded, FORM_CODE[form]), form).toBe(0)
})

test('a check-in sent before the form’s code has loaded is saved', async ({ page, signIn }) => {
  await signIn({ name: 'Early Check-in' })
  await quitFiveDaysAgo(page)
  await page.goto('/progress', { waitUntil: 'networkidle' })
  const release = await holdScripts(page)
  const main = page.getByRole('main')
  await main
    .getByRole('group', { name: companion('checkIn.question') })
    .getByLabel(companion('checkIn.yes'))
    .check()
  await main.getByLabel(companion('checkIn.mood')).selectOption('4')
  await main.getByRole('button', { name: companion('checkIn.save') }).click()
  release()
  await expect(main.getByRole('status')).toHaveText(companion('checkIn.savedSmokeFree'))
  await page.reload()
  await expect(main).toContainText(companion('checkIn.doneSmokeFree'))
  await expect(main.getByLabel(companion('checkIn.mood'))).toHaveValue('4')
})

test('by keyboard: the check-in is answered and sent, and the focus stays on its button', async ({
  page,
  signIn,
}) => {
  await signIn({ name: 'Keyboard Check-in' })
  await quitFiveDaysAgo(page)
  await page.goto('/progress', { waitUntil: 'networkidle' })
  const main = page.getByRole('main')
  const yes = main.getByLabel(companion('checkIn.yes'))
  await tabTo(page, 'smoke-free')
  await expect(yes).toBeFocused()
  await page.keyboard.press('Space')
  await expect(yes).toBeChecked()
  const save = main.getByRole('button', { name: companion('checkIn.save') })
  await save.focus()
  await page.keyboard.press('Enter')
  await expect(main.getByRole('status')).toHaveText(companion('checkIn.savedSmokeFree'))
  await expect(main.getByRole('button', { name: companion('checkIn.update') })).toBeFocused()
})

test('an answer chosen by arrow key while the form’s code loads keeps the focus and the choice', async ({
  page,
  signIn,
}) => {
  await signIn({ name: 'Arrow Check-in' })
  await quitFiveDaysAgo(page)
  await page.goto('/progress', { waitUntil: 'networkidle' })
  const main = page.getByRole('main')
  const release = await holdScripts(page)
  await tabTo(page, 'smoke-free')
  await page.keyboard.press('ArrowDown')
  const smoked = main.getByLabel(companion('checkIn.smoked'))
  await expect(smoked).toBeFocused()
  await smoked.evaluate((radio) => radio.setAttribute('data-server-html', ''))
  release()
  // The client's form has taken the server's place.
  await expect(main.locator('[data-server-html]')).toHaveCount(0)
  await expect(smoked).toBeFocused()
  await expect(smoked).toBeChecked()
})
