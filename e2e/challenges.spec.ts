import { signInNewAccount } from './support/accounts'
import { axeFindings, blockingFindings } from './support/axe'
import { type Browser, expect, type Page, test } from './support/fixtures'
import { format, messages } from './support/messages'
import { withDatabase } from './support/outbox'
import { fillRegisterForm } from './support/programme'

// The owner creates, a friend follows the invite link, registers via the
// redirect (the one registration in the browser here: it is part of the invitation), joins and checks in; both see the progress; a third person cannot join a full
// challenge; the owner closes it. Also: joining twice does nothing, an ended challenge says so.
const ch = messages.en.challenges

// The check-in buttons follow the browser's time zone; UTC keeps "today" equal to the server's.
test.use({ timezoneId: 'UTC' })

/** Starts a custom-titled 7-day challenge for two from today and returns its invite path. */
async function startChallenge(page: Page, title: string, maxParticipants = 2): Promise<string> {
  await signInNewAccount(page.context(), { name: 'Challenge Owner' })
  await page.goto('/challenges/new')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ch.new.title)
  await page.getByRole('radio', { name: ch.form.custom }).check()
  await page.getByLabel(ch.form.customTitle).fill(title)
  await page.getByRole('radio', { name: format(ch.form.lengthOption, { days: '7' }) }).check()
  await page.getByLabel(ch.form.maxParticipants).fill(String(maxParticipants))
  await page.getByRole('button', { name: ch.form.start }).click()
  await expect(page).toHaveURL(/\/challenge-invite\/[A-Za-z0-9_-]{24}$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  return new URL(page.url()).pathname
}

/** The progress line of one participant (display name as the chart shows it). */
function progressOf(page: Page, name: string) {
  return page.getByTestId('challenge-participant').filter({ hasText: name })
}

function daysText(count: number, total = 7) {
  return format(ch.progress.days, { count: String(count), total: String(total) })
}

/** Checks in today (the first day of a challenge that starts today). */
async function checkInToday(page: Page) {
  const checkIn = page.getByRole('region', { name: ch.checkIn.heading })
  const today = checkIn.getByRole('button').first()
  await expect(today).toBeEnabled()
  await today.click()
  await expect(checkIn.getByRole('status')).toHaveText(ch.checkIn.saved)
  await expect(today).toHaveAttribute('aria-pressed', 'true')
}

/** No serious or critical axe violations (WCAG 2.1 A/AA) on the current page. */
async function expectAccessible(page: Page) {
  const blocking = blockingFindings(await axeFindings(page))
  expect(blocking, `${page.url()}: ${JSON.stringify(blocking, null, 2)}`).toEqual([])
}

async function newVisitor(browser: Browser) {
  const context = await browser.newContext({ timezoneId: 'UTC' })
  return { context, page: await context.newPage() }
}

test('owner starts; a friend registers through the invite, joins and checks in; a third person finds it full; the owner closes it', async ({
  page,
  browser,
}) => {
  // Three people in three browsers, and axe on the (longer) signed-in home: slow on two cores.
  test.setTimeout(120_000)
  const invite = await startChallenge(page, 'Quit with friends')
  await expect(page.getByText(ch.invite.yours)).toBeVisible()
  await expect(page.getByText(format(ch.invite.participantsCount, { count: '1', max: '2' }))).toBeVisible()
  await expect(page.getByRole('textbox', { name: ch.invite.inviteLink })).toHaveValue(
    new RegExp(`${invite}$`),
  )
  await checkInToday(page)
  await expect(progressOf(page, 'Challenge Owner')).toContainText(daysText(1))

  // The friend follows the link signed out: who invites, the progress, and the way to join.
  const friend = await newVisitor(browser)
  await friend.page.goto(invite)
  await expect(friend.page.getByText(format(ch.invite.invitedBy, { name: 'Challenge Owner' }))).toBeVisible()
  await expect(progressOf(friend.page, 'Challenge Owner')).toContainText(daysText(1))
  await expect(friend.page.getByRole('button', { name: ch.invite.join })).toHaveCount(0)
  await friend.page.getByRole('link', { name: ch.invite.registerToJoin }).click()
  await expect(friend.page).toHaveURL(/\/register\?redirect=/)
  await fillRegisterForm(friend.page, 'Friend Fiona')
  await expect(friend.page).toHaveURL((url) => url.pathname === invite, { timeout: 30_000 })
  await friend.page.getByRole('button', { name: ch.invite.join }).click()
  await expect(friend.page.getByText(ch.invite.joined)).toBeVisible()
  await expect(
    friend.page.getByText(format(ch.invite.participantsCount, { count: '2', max: '2' })),
  ).toBeVisible()
  await checkInToday(friend.page)
  await expect(progressOf(friend.page, 'Friend Fiona')).toContainText(daysText(1))
  await expect(progressOf(friend.page, 'Challenge Owner')).toContainText(daysText(1))
  await expectAccessible(friend.page)

  // Joining twice does nothing: a replayed join keeps one participation.
  await friend.page.reload()
  await expect(friend.page.getByText(ch.invite.joined)).toBeVisible()
  const participations = await withDatabase(async (client) => {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from challenge_participant where challenge_id = $1',
      [invite.split('/').pop()],
    )
    return Number(rows[0]?.n)
  })
  expect(participations).toBe(2)

  // The owner sees the friend's progress too (display names only).
  await page.reload()
  await expect(progressOf(page, 'Friend Fiona')).toContainText(daysText(1))
  await expect(page.getByTestId('challenge-participant')).toHaveCount(2)
  await expect(page.locator('main')).not.toContainText('@example.test')

  // A third person: the challenge is full.
  const third = await newVisitor(browser)
  await signInNewAccount(third.context, { name: 'Late Larry' })
  await third.page.goto(invite)
  await expect(third.page.getByText(format(ch.invite.full, { max: '2' }))).toBeVisible()
  await expect(third.page.getByRole('button', { name: ch.invite.join })).toHaveCount(0)
  await expect(third.page.getByTestId('challenge-participant')).toHaveCount(2)

  // The owner closes it: nobody checks in any more, and the page says so.
  const close = page.getByRole('region', { name: ch.close.heading })
  await close.getByRole('checkbox', { name: ch.close.confirm }).check()
  await close.getByRole('button', { name: ch.close.button }).click()
  await expect(page.getByText(ch.invite.stateClosed)).toBeVisible()
  await expect(page.getByRole('region', { name: ch.checkIn.heading })).toHaveCount(0)
  await friend.page.reload()
  await expect(friend.page.getByText(ch.invite.stateClosed)).toBeVisible()
  await expect(friend.page.getByRole('region', { name: ch.checkIn.heading })).toHaveCount(0)

  // Both find it on their signed-in home (decision 048).
  await page.goto('/progress')
  const mine = page.getByRole('region', { name: ch.list.title })
  await expect(mine).toContainText('Quit with friends')
  await expect(mine).toContainText(ch.list.yours)
  await expect(mine).toContainText(ch.list.state.closed)
  await expectAccessible(page)
  await friend.page.goto('/progress')
  await expect(friend.page.getByRole('region', { name: ch.list.title })).toContainText(
    format(ch.list.progress, { count: '1', total: '7' }),
  )

  await friend.context.close()
  await third.context.close()
})

test('an ended challenge says so and cannot be joined', async ({ page, browser }) => {
  const invite = await startChallenge(page, 'Last month', 5)
  // Move the challenge into the past: started 40 days ago, 7 days long.
  await withDatabase((client) =>
    client.query(`update challenge set starts_on = current_date - 40 where id = $1`, [
      invite.split('/').pop(),
    ]),
  )
  const late = await newVisitor(browser)
  await signInNewAccount(late.context, { name: 'Too Late' })
  await late.page.goto(invite)
  await expect(late.page.getByText(ch.invite.stateEnded)).toBeVisible()
  await expect(late.page.getByRole('button', { name: ch.invite.join })).toHaveCount(0)
  await late.context.close()
})

test('the challenge form sends a visitor to sign in first, and an unknown invite is a 404', async ({
  page,
}) => {
  await page.goto('/challenges/new')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  const unknown = await page.goto('/challenge-invite/AAAAAAAAAAAAAAAAAAAAAAAA')
  expect(unknown?.status()).toBe(404)
  const malformed = await page.goto('/challenge-invite/not-an-id')
  expect(malformed?.status()).toBe(404)
})
