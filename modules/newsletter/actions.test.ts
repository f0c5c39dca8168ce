import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { newsletterSubscription } from '@/db/schema/newsletter'
import { actionRateLimit } from '@/db/schema/rate-limit'
import { locales } from '@/i18n/locales'
import { snapshotDatabase } from '@/tests/support/database-snapshot'
import { enhancedForm } from '@/tests/support/form'
import { subscribeAction } from './actions'
import { CONSENT_TEXT_VERSION } from './consent'
import { sendVerificationMail } from './mails'

// The subscribe form; as for every action, bad input gets a
// localized error and changes nothing in the database.
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }))
const afterTasks = vi.hoisted(() => ({ queued: [] as Array<() => unknown> }))
vi.mock('next/headers', () => ({ headers: vi.fn(async () => requestHeaders.current) }))
vi.mock('next/server', () => ({ after: vi.fn((task: () => unknown) => afterTasks.queued.push(task)) }))
vi.mock('./mails', () => ({ sendVerificationMail: vi.fn(async () => undefined) }))
// The bot check has its own tests (modules/bot-check/forms.test.ts); here it always passes.
vi.mock('@/modules/bot-check/bot-check', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/modules/bot-check/bot-check')>()),
  verifyBotCheck: vi.fn(async () => 'ok'),
}))

// `altcha`: an answer the mocked check takes (a form with none gets the no-JavaScript confirm step).
const valid = {
  email: 'Ada@Example.test ',
  consent: 'on',
  locale: 'nl',
  sourcePage: '/nl/hulp',
  altcha: 'answer',
}

beforeEach(async () => {
  requestHeaders.current = new Headers({
    'x-forwarded-for': '203.0.113.5',
    'user-agent': 'Mozilla/5.0 (test)',
    referer: 'http://localhost/nl',
  })
  afterTasks.queued = []
  vi.mocked(sendVerificationMail).mockClear()
  await db.delete(newsletterSubscription)
  await db.delete(actionRateLimit)
})

describe('subscribeAction', () => {
  it('stores a pending subscription with its consent proof and mails after answering', async () => {
    expect(await subscribeAction(null, enhancedForm(valid))).toEqual({ ok: true, data: { step: 'sent' } })
    const rows = await db.select().from(newsletterSubscription)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      email: 'ada@example.test',
      locale: 'nl',
      consentIp: '203.0.113.5',
      consentUserAgent: 'Mozilla/5.0 (test)',
      consentTextVersion: CONSENT_TEXT_VERSION,
      consentSourcePage: '/nl/hulp',
    })
    expect(sendVerificationMail).not.toHaveBeenCalled()
    expect(afterTasks.queued).toHaveLength(1)
    await afterTasks.queued[0]?.()
    expect(sendVerificationMail).toHaveBeenCalledTimes(1)
  })

  it('answers a confirmed address exactly like a new one', async () => {
    const first = await subscribeAction(null, enhancedForm(valid))
    const again = await subscribeAction(null, enhancedForm(valid))
    expect(again).toEqual(first)
    expect(await db.select().from(newsletterSubscription)).toHaveLength(1)
  })

  it.each([
    ['no address', { ...valid, email: '' }, 'newsletter/invalid-email'],
    ['a malformed address', { ...valid, email: 'not-an-address' }, 'newsletter/invalid-email'],
    [
      'an overlong address',
      { ...valid, email: `${'a'.repeat(250)}@example.test` },
      'newsletter/invalid-email',
    ],
    ['a file instead of an address', { ...valid, email: new Blob(['x']) }, 'newsletter/invalid-email'],
    ['no consent', { email: valid.email, locale: 'nl' }, 'newsletter/consent-required'],
    ['a forged consent value', { ...valid, consent: 'yes please' }, 'newsletter/consent-required'],
    ['an unknown locale', { ...valid, locale: 'xx' }, 'newsletter/invalid-email'],
  ] as const)('refuses %s with a localized code and writes nothing', async (_name, fields, code) => {
    const before = await snapshotDatabase()
    const state = await subscribeAction(null, enhancedForm(fields as Record<string, string | Blob>))
    expect(state).toMatchObject({ ok: false, status: 400, code })
    expect(await snapshotDatabase()).toEqual(before)
    expect(afterTasks.queued).toHaveLength(0)
  })

  it('names each rejected field by its code and hands the typed address back', async () => {
    expect(await subscribeAction(null, enhancedForm({ email: ' not-an-address', locale: 'nl' }))).toEqual({
      ok: false,
      status: 400,
      code: 'newsletter/invalid-email',
      fields: { email: ['newsletter/invalid-email'], consent: ['newsletter/consent-required'] },
      values: { email: ' not-an-address' },
    })
    const long = await subscribeAction(null, enhancedForm({ ...valid, email: `${'a'.repeat(300)}@x.test` }))
    expect(long.ok === false && long.values?.email).toHaveLength(254)
  })

  it('keeps an absolute or protocol-relative source page out of the consent proof', async () => {
    await subscribeAction(null, enhancedForm({ ...valid, sourcePage: '//evil.example/x' }))
    const [row] = await db.select().from(newsletterSubscription)
    // Falls back to the Referer's path.
    expect(row?.consentSourcePage).toBe('/nl')
  })

  it('limits requests per address', async () => {
    const states = []
    for (let i = 0; i < 4; i++) states.push(await subscribeAction(null, enhancedForm(valid)))
    expect(states.map((s) => s.ok)).toEqual([true, true, true, false])
    expect(states[3]).toMatchObject({
      status: 429,
      code: 'newsletter/too-many-requests',
      values: { email: valid.email },
    })
  })

  it('has a message for every error code in all nine languages', async () => {
    for (const locale of locales) {
      const messages = (await import(`@/messages/${locale}.json`)).default as {
        errors: Record<string, string>
      }
      for (const code of [
        'newsletter/invalid-email',
        'newsletter/consent-required',
        'newsletter/too-many-requests',
      ]) {
        expect(messages.errors[code], `${locale} ${code}`).toBeTruthy()
      }
    }
  })
})
