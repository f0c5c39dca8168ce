import { axeFindings } from './support/axe'
import { expect, type Page, test } from './support/fixtures'
import { holdScripts } from './support/hydration'
import { format, messages } from './support/messages'
import { withDatabase } from './support/outbox'

// Both surveys signed out and signed in, the history, the no-JavaScript form, and a tampered
// answer that gets a localized error and stores nothing.
const en = messages.en
const s = en.surveys
const ftnd = s.ftnd.v1

/** Answers worth 5 points (moderate): 2 + 1 + 1 + 1 + 0 + 0. */
const moderateAnswers: [keyof typeof ftnd, string][] = [
  ['firstCigarette', ftnd.firstCigarette.within30],
  ['forbiddenPlaces', ftnd.forbiddenPlaces.yes],
  ['hardestToGiveUp', ftnd.hardestToGiveUp.firstMorning],
  ['perDay', ftnd.perDay.from11To20],
  ['moreInMorning', ftnd.moreInMorning.no],
  ['whenIll', ftnd.whenIll.no],
]

/**
 * Anonymous responses of one survey in one locale. Tests run in parallel, so each test that
 * counts uses its own (survey, locale) pair: a count of all rows would see the others' answers.
 */
async function countResponses(survey: 'ftnd' | 'motivation', locale: string): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from survey_response where survey = $1 and locale = $2 and user_id is null',
      [survey, locale],
    )
    return Number(rows[0]?.n)
  })
}

/**
 * Waits until the stepped FTND form is hydrated: its later questions then carry the hidden
 * attribute. Before that, Next is painted (with JavaScript) but does nothing yet.
 */
async function waitForStepper(page: Page) {
  await expect(
    page.getByRole('group', { name: ftnd.forbiddenPlaces.question, includeHidden: true }),
  ).toHaveAttribute('hidden', '')
}

/** Answers the FTND one step at a time, the last step with the keyboard. */
async function answerTestStepByStep(page: Page) {
  await waitForStepper(page)
  for (const [index, [question, answer]] of moderateAnswers.entries()) {
    await expect(
      page.getByText(format(s.form.progress, { current: String(index + 1), total: '6' })),
    ).toBeVisible()
    const group = page.getByRole('group', { name: ftnd[question].question })
    if (index < moderateAnswers.length - 1) {
      await group.getByRole('radio', { name: answer, exact: true }).check()
      await page.getByRole('button', { name: s.form.next, exact: true }).click()
    } else {
      // Keyboard: focus the choice, select it with Space, submit with Enter.
      await group.getByRole('radio', { name: answer, exact: true }).focus()
      await page.keyboard.press('Space')
      await page.keyboard.press('Enter')
    }
  }
}

async function expectModerateResult(page: Page) {
  await expect(page.getByRole('heading', { name: s.ftnd.resultHeading })).toBeVisible()
  await expect(page.getByText(format(s.form.yourScore, { score: '5', max: '10' }))).toBeVisible()
  await expect(page.getByText(s.ftnd.bands.moderate.title)).toBeVisible()
  await expect(page.getByText(s.ftnd.bands.moderate.advice)).toBeVisible()
  await expect(page.getByRole('link', { name: s.form.toProgramme })).toHaveAttribute('href', '/quit-smoking')
}

test.describe('signed out', () => {
  test('the dependence test: one question per step, back and next, result with advice, stored anonymously', async ({
    visitor: page,
  }) => {
    const before = await countResponses('ftnd', 'en')
    await page.goto('/survey/test')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.surveyTest.title)
    await waitForStepper(page)
    // Next without an answer asks for one.
    await expect(page.getByText(format(s.form.progress, { current: '1', total: '6' }))).toBeVisible()
    await page.getByRole('button', { name: s.form.next, exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: s.form.chooseAnswer })).toBeVisible()
    // Back returns to the previous question with its answer kept.
    await page.getByRole('radio', { name: ftnd.firstCigarette.within5 }).check()
    await page.getByRole('button', { name: s.form.next, exact: true }).click()
    await page.getByRole('button', { name: s.form.back, exact: true }).click()
    await expect(page.getByRole('radio', { name: ftnd.firstCigarette.within5 })).toBeChecked()

    await answerTestStepByStep(page)
    await expectModerateResult(page)
    await expect(page.getByText(s.form.savedAnonymously)).toBeVisible()
    expect(await countResponses('ftnd', 'en')).toBe(before + 1)
  })

  test('with JavaScript the first paint is already the one-question view: hydration moves nothing', async ({
    page,
  }) => {
    // Sum of the page's layout shifts, observed from before the first paint.
    await page.addInitScript(() => {
      const track = window as unknown as { layoutShift: number }
      track.layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          track.layoutShift += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // Hold the page's scripts back to see the server HTML as painted before hydration.
    const release = await holdScripts(page)
    await page.goto('/survey/test', { waitUntil: 'domcontentloaded' })
    const first = page.getByRole('group', { name: ftnd.firstCigarette.question })
    const second = page.getByRole('group', { name: ftnd.forbiddenPlaces.question, includeHidden: true })
    // One "Question 1 of 6", the progress bar's: the no-JavaScript view's per-question ones stay hidden.
    const progress = page
      .getByText(format(s.form.progress, { current: '1', total: '6' }))
      .filter({ visible: true })
    const expectFirstStep = async () => {
      await expect(first).toBeVisible()
      await expect(second).toBeHidden()
      await expect(progress).toHaveCount(1)
      await expect(page.getByRole('progressbar')).toBeVisible()
      await expect(page.getByRole('button', { name: s.form.next, exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: s.form.submit })).toBeHidden()
    }
    await expectFirstStep()
    await expect(second).not.toHaveAttribute('hidden')
    const before = await first.boundingBox()

    release()
    await waitForStepper(page)
    await expectFirstStep()
    expect(await first.boundingBox()).toEqual(before)
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
    expect(shift).toBeLessThanOrEqual(0.01)
  })

  test('the motivation ladder', async ({ visitor: page }) => {
    await page.goto('/survey/motivation')
    await page.getByRole('radio', { name: s.motivation.v1.readiness.level7 }).check()
    await page.getByRole('button', { name: s.form.submit }).click()
    await expect(page.getByRole('heading', { name: s.motivation.resultHeading })).toBeVisible()
    await expect(page.getByText(format(s.form.yourLevel, { level: '7' }))).toBeVisible()
    await expect(page.getByText(s.motivation.levels.level7)).toBeVisible()
  })

  test('a tampered answer gets a localized error and stores nothing', async ({ visitor: page }) => {
    await page.goto('/de/survey/motivation')
    const de = messages.de
    const choice = page.getByRole('radio', { name: de.surveys.motivation.v1.readiness.level3 })
    await choice.check()
    const before = await countResponses('motivation', 'de')
    await choice.evaluate((input: HTMLInputElement) => {
      input.value = 'level99'
    })
    await page.getByRole('button', { name: de.surveys.form.submit }).click()
    const code = 'surveys/invalid-answer' as keyof typeof de.errors
    await expect(page.getByRole('alert').filter({ hasText: de.errors[code] })).toBeVisible()
    expect(await countResponses('motivation', 'de')).toBe(before)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts as a plain form and the server shows the result', async ({ page }) => {
    // In French: the signed-out test above counts the English answers at the same time.
    const fr = messages.fr.surveys
    const before = await countResponses('ftnd', 'fr')
    await page.goto('/fr/survey/test')
    // Every question is on the page at once, each with its own "Question n of 6"; no Next button.
    await expect(page.getByText(format(fr.form.progress, { current: '6', total: '6' }))).toBeVisible()
    await expect(page.getByRole('progressbar')).toBeHidden()
    await expect(page.getByRole('button', { name: fr.form.next, exact: true })).toBeHidden()
    for (const [question, answer] of moderateAnswers) {
      const option = Object.entries(ftnd[question]).find(([, text]) => text === answer)![0]
      const questionText = (fr.ftnd.v1[question] as Record<string, string>).question!
      await page
        .getByRole('group', { name: new RegExp(questionText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .getByRole('radio', { name: (fr.ftnd.v1[question] as Record<string, string>)[option]!, exact: true })
        .check()
    }
    await page.getByRole('button', { name: fr.form.submit }).click()
    await expect(page.getByRole('heading', { name: fr.ftnd.resultHeading, exact: true })).toBeVisible()
    await expect(page.getByText(format(fr.form.yourScore, { score: '5', max: '10' }))).toBeVisible()
    await expect(page.getByText(fr.ftnd.bands.moderate.title)).toBeVisible()
    expect(await countResponses('ftnd', 'fr')).toBe(before + 1)
  })
})

test.describe('signed in', () => {
  test('both surveys are kept in the account history with dates and scores', async ({ page, signIn }) => {
    await signIn({ name: 'Survey Taker' })
    await page.goto('/survey/test')
    await answerTestStepByStep(page)
    await expectModerateResult(page)
    await expect(page.getByText(s.form.savedToAccount)).toBeVisible()

    await page.goto('/survey/motivation')
    await page.getByRole('radio', { name: s.motivation.v1.readiness.level4 }).check()
    await page.getByRole('button', { name: s.form.submit }).click()
    await expect(page.getByText(s.form.savedToAccount)).toBeVisible()

    await page.goto('/progress')
    const history = page.getByRole('region', { name: s.history.title })
    const rows = history.getByRole('row')
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(1)).toContainText(s.history.names.motivation)
    await expect(rows.nth(1)).toContainText(format(s.history.motivationScore, { score: '4' }))
    await expect(rows.nth(1)).toContainText(s.motivation.v1.readiness.level4)
    await expect(rows.nth(2)).toContainText(s.history.names.ftnd)
    await expect(rows.nth(2)).toContainText(format(s.history.ftndScore, { score: '5' }))
    await expect(rows.nth(2)).toContainText(s.ftnd.bands.moderate.title)
    await expect(rows.nth(2).getByRole('cell').first()).toContainText(String(new Date().getFullYear()))

    // On a phone the rows are cards: nothing scrolls sideways out of a keyboard's reach.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(rows).toHaveCount(3)
    expect(await history.evaluate((section) => section.scrollWidth <= section.clientWidth)).toBe(true)
    expect(
      (await axeFindings(page)).filter((finding) => finding.rule === 'scrollable-region-focusable'),
    ).toEqual([])
  })
})
