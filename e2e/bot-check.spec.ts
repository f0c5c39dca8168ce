import { AUTH_PASSWORD, uniqueAuthEmail } from './auth-helpers'
import { solvedBotCheck } from './support/bot-check'
import { type APIRequestContext, expect, test } from './support/fixtures'
import { messages } from './support/messages'
import { listMailsTo, withDatabase } from './support/outbox'

// Over HTTP (decision 016): each protected form refuses a request with no, a wrong or a
// replayed ALTCHA answer (400, nothing stored, no mail) and accepts a solved one.

const en = messages.en

function clientAddress() {
  return `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
}

/** A solved answer with a wrong derived key: looks right, proves no work. */
async function wrongAnswer(request: APIRequestContext) {
  const solved = JSON.parse(Buffer.from(await solvedBotCheck(request), 'base64').toString('utf8'))
  const key: string = solved.solution.derivedKey
  solved.solution.derivedKey = `${key.startsWith('0') ? '1' : '0'}${key.slice(1)}`
  return Buffer.from(JSON.stringify(solved)).toString('base64')
}

async function postAuth(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  data: Record<string, unknown>,
  altcha?: string,
) {
  return request.post(`/api/auth${path}`, {
    data,
    headers: {
      origin: baseURL,
      'x-forwarded-for': clientAddress(),
      ...(altcha === undefined ? {} : { 'x-altcha': altcha }),
    },
    maxRedirects: 0,
  })
}

async function expectRefused(response: Awaited<ReturnType<typeof postAuth>>, code: string) {
  expect(response.status()).toBe(400)
  expect((await response.json()).code).toBe(code)
}

const countUsers = (email: string) =>
  withDatabase(async (db) =>
    Number((await db.query('select count(*) from users where email = $1', [email])).rows[0].count),
  )
/** Stored links of this person: a reset row holds the user id, an email-link row the address. */
const countVerifications = (userId: string, email: string) =>
  withDatabase(async (db) =>
    Number(
      (
        await db.query('select count(*) from verifications where value = $1 or value like $2', [
          userId,
          `%${JSON.stringify(email).slice(1, -1)}%`,
        ])
      ).rows[0].count,
    ),
  )

test('register: no, wrong and replayed answers are refused and create nothing; a solved one registers', async ({
  request,
  baseURL,
}) => {
  const email = uniqueAuthEmail('bot-register')
  const body = { email, password: AUTH_PASSWORD, name: 'Bot Check' }
  await expectRefused(await postAuth(request, baseURL!, '/sign-up/email', body), 'BOT_CHECK_MISSING')
  await expectRefused(await postAuth(request, baseURL!, '/sign-up/email', body, ''), 'BOT_CHECK_MISSING')
  await expectRefused(
    await postAuth(request, baseURL!, '/sign-up/email', body, await wrongAnswer(request)),
    'BOT_CHECK_FAILED',
  )
  await expectRefused(
    await postAuth(request, baseURL!, '/sign-up/email', body, 'bm90IGpzb24='),
    'BOT_CHECK_FAILED',
  )
  expect(await countUsers(email)).toBe(0)

  const answer = await solvedBotCheck(request)
  expect((await postAuth(request, baseURL!, '/sign-up/email', body, answer)).status()).toBe(200)
  expect(await countUsers(email)).toBe(1)

  const other = uniqueAuthEmail('bot-register-replay')
  await expectRefused(
    await postAuth(request, baseURL!, '/sign-up/email', { ...body, email: other }, answer),
    'BOT_CHECK_FAILED',
  )
  expect(await countUsers(other)).toBe(0)
})

for (const form of [
  {
    name: 'password-reset request',
    path: '/request-password-reset',
    extra: { redirectTo: '/reset-password' },
  },
  { name: 'email-link request', path: '/sign-in/magic-link', extra: { callbackURL: '/help' } },
]) {
  test(`${form.name}: no, wrong and replayed answers store and mail nothing; a solved one is accepted`, async ({
    request,
    baseURL,
  }) => {
    const email = uniqueAuthEmail('bot-mail')
    const signUp = await postAuth(
      request,
      baseURL!,
      '/sign-up/email',
      { email, password: AUTH_PASSWORD, name: 'Bot Mail' },
      await solvedBotCheck(request),
    )
    expect(signUp.status()).toBe(200)
    const userId: string = (await signUp.json()).user.id
    await expect.poll(async () => (await listMailsTo(email)).length).toBe(1)
    const body = { email, ...form.extra }

    const verificationsBefore = await countVerifications(userId, email)
    await expectRefused(await postAuth(request, baseURL!, form.path, body), 'BOT_CHECK_MISSING')
    await expectRefused(
      await postAuth(request, baseURL!, form.path, body, await wrongAnswer(request)),
      'BOT_CHECK_FAILED',
    )
    const answer = await solvedBotCheck(request)
    expect((await postAuth(request, baseURL!, form.path, body, answer)).status()).toBe(200)
    await expect.poll(async () => (await listMailsTo(email)).length).toBe(2)
    const verificationsAfterOne = await countVerifications(userId, email)
    expect(verificationsAfterOne).toBeGreaterThan(verificationsBefore)

    await expectRefused(await postAuth(request, baseURL!, form.path, body, answer), 'BOT_CHECK_FAILED')
    // Nothing more: no new link stored (a mail is only ever sent for a stored link), no second mail.
    expect((await listMailsTo(email)).length).toBe(2)
    expect(await countVerifications(userId, email)).toBe(verificationsAfterOne)
  })
}

test('the challenge endpoint hands out fresh, uncached challenges', async ({ request }) => {
  const first = await request.get('/api/bot-check')
  const second = await request.get('/api/bot-check')
  expect(first.headers()['cache-control']).toContain('no-store')
  const a = await first.json()
  const b = await second.json()
  expect(a.parameters.nonce).not.toBe(b.parameters.nonce)
  expect(a.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000)
  expect(a.signature).toBeTruthy()
})

// The newsletter and deletion forms are server actions that also work without JavaScript: their
// page carries the action reference in hidden fields, and a multipart POST of those fields to the
// page runs the action and renders its answer. That is the HTTP request these tests send.

type TFormPost = { hidden: Record<string, string> }

function decodeEntities(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The hidden fields of the first form on the page that has all `names` as fields. */
async function readForm(request: APIRequestContext, path: string, names: string[]): Promise<TFormPost> {
  const html = await (await request.get(path)).text()
  for (const match of html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)) {
    const body = match[1] ?? ''
    if (!names.every((name) => body.includes(`name="${name}"`))) continue
    const hidden: Record<string, string> = {}
    for (const input of body.matchAll(/<input\b[^>]*>/g)) {
      const tag = input[0]
      if (!/type="hidden"/.test(tag)) continue
      const name = /name="([^"]*)"/.exec(tag)?.[1]
      if (!name || name === 'altcha') continue
      hidden[decodeEntities(name)] = decodeEntities(/value="([^"]*)"/.exec(tag)?.[1] ?? '')
    }
    return { hidden }
  }
  throw new Error(`no form with ${names.join(', ')} on ${path}`)
}

async function postForm(
  request: APIRequestContext,
  path: string,
  form: TFormPost,
  fields: Record<string, string>,
  altcha?: string,
) {
  const response = await request.post(path, {
    multipart: { ...form.hidden, ...fields, ...(altcha === undefined ? {} : { altcha }) },
    headers: { 'x-forwarded-for': clientAddress() },
    maxRedirects: 0,
  })
  expect(response.status()).toBeLessThan(500)
  return response.text()
}

const countRows = (table: 'newsletter_subscription' | 'data_deletion_request', email: string) =>
  withDatabase(async (db) =>
    Number((await db.query(`select count(*) from ${table} where email = $1`, [email])).rows[0].count),
  )

for (const target of [
  {
    name: 'newsletter subscribe',
    path: '/help',
    names: ['email', 'consent', 'sourcePage'],
    table: 'newsletter_subscription' as const,
    fields: (email: string) => ({ email, consent: 'on', locale: 'en' }),
    sent: en.newsletter.sent,
  },
  {
    name: 'data-deletion request',
    path: '/start-data-deletion',
    names: ['email', 'locale'],
    table: 'data_deletion_request' as const,
    fields: (email: string) => ({ email, locale: 'en' }),
    sent: en.deletion.requestSent,
  },
]) {
  test(`${target.name}: no answer asks once more; wrong and replayed answers are refused with the localized message and store nothing`, async ({
    request,
    baseURL,
  }) => {
    const email = uniqueAuthEmail('bot-form')
    // An account, so that the deletion request has something to store when it is accepted.
    const signUp = await postAuth(
      request,
      baseURL!,
      '/sign-up/email',
      { email, password: AUTH_PASSWORD, name: 'Bot Form' },
      await solvedBotCheck(request),
    )
    expect(signUp.status()).toBe(200)
    const form = await readForm(request, target.path, target.names)
    const fields = target.fields(email)

    // No answer at all (a browser without JavaScript): not refused, one more click (decision 045).
    const confirmStep = await postForm(request, target.path, form, fields)
    // (The page's flight data carries every form text: look for the one with the address filled in.)
    expect(confirmStep).toContain(en.forms.confirmText.replace('{email}', email))
    expect(await countRows(target.table, email)).toBe(0)
    expect(await postForm(request, target.path, form, fields, await wrongAnswer(request))).toContain(
      en.errors['bot-check/failed'],
    )
    expect(await countRows(target.table, email)).toBe(0)

    const answer = await solvedBotCheck(request)
    expect(await postForm(request, target.path, form, fields, answer)).toContain(target.sent)
    expect(await countRows(target.table, email)).toBe(1)

    expect(await postForm(request, target.path, form, fields, answer)).toContain(
      en.errors['bot-check/failed'],
    )
    expect(await countRows(target.table, email)).toBe(1)
  })
}
