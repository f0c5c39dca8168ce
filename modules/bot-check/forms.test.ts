import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { dataDeletionRequest } from '@/db/schema/deletion'
import { newsletterSubscription } from '@/db/schema/newsletter'
import { actionRateLimit } from '@/db/schema/rate-limit'
import { useTestAuthEnvironment } from '@/modules/auth/testing'
import { requestDeletionAction } from '@/modules/deletion/actions'
import { subscribeAction } from '@/modules/newsletter/actions'
import { snapshotDatabase } from '@/tests/support/database-snapshot'
import { form } from '@/tests/support/form'
import { FORM_TOKEN_MIN_AGE_MS, issueFormToken } from './form-token'
import { solvedBotCheck } from './testing'

// The public newsletter and data-deletion forms refuse a wrong or replayed ALTCHA
// answer before doing anything (nothing stored, nothing mailed) and accept a solved one.
// Decision 045: sent with no answer at all (no JavaScript), they ask for one more
// click with a server-issued form token instead of refusing; that token counts once.
const afterTasks = vi.hoisted(() => ({ queued: [] as Array<() => unknown> }))
vi.mock('next/headers', () => ({
  headers: vi.fn(async () => new Headers({ 'x-forwarded-for': '203.0.113.9', 'user-agent': 'test' })),
}))
vi.mock('next/server', () => ({ after: vi.fn((task: () => unknown) => afterTasks.queued.push(task)) }))
vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('@/i18n/navigation', () => ({ redirect: vi.fn() }))
vi.mock('next-intl/server', () => ({ getTranslations: vi.fn(async () => (key: string) => key) }))

beforeAll(async () => {
  await useTestAuthEnvironment()
})

beforeEach(async () => {
  afterTasks.queued = []
  await db.delete(actionRateLimit)
})

const forms = [
  {
    name: 'newsletter subscribe',
    send: (altcha?: string, formToken?: string) =>
      subscribeAction(
        null,
        form({
          email: 'bot@example.test',
          consent: 'on',
          locale: 'de',
          ...(altcha ? { altcha } : {}),
          ...(formToken ? { formToken } : {}),
        }),
      ),
    stored: async () => (await db.select().from(newsletterSubscription)).length,
  },
  {
    name: 'data-deletion request',
    send: (altcha?: string, formToken?: string) =>
      requestDeletionAction(
        null,
        form({
          email: 'bot@example.test',
          locale: 'de',
          ...(altcha ? { altcha } : {}),
          ...(formToken ? { formToken } : {}),
        }),
      ),
    stored: async () => (await db.select().from(dataDeletionRequest)).length,
  },
]

describe.each(forms)('$name', ({ send, stored }) => {
  it('asks once more without an answer; refuses a malformed and a wrong one; nothing is stored or mailed', async () => {
    const before = await snapshotDatabase()
    expect(await send()).toMatchObject({
      ok: true,
      data: { step: 'confirm', email: 'bot@example.test', formToken: expect.any(String) },
    })
    expect(await send(undefined, 'f1.1.forged.token')).toMatchObject({ ok: false, code: 'bot-check/failed' })
    expect(await send('bm90IGpzb24=')).toMatchObject({ ok: false, code: 'bot-check/failed' })
    const solved = JSON.parse(Buffer.from(await solvedBotCheck(), 'base64').toString('utf8'))
    // The derived key is the proof of work: any other value is a wrong answer.
    solved.solution.derivedKey = `${solved.solution.derivedKey.startsWith('0') ? '1' : '0'}${solved.solution.derivedKey.slice(1)}`
    const wrong = Buffer.from(JSON.stringify(solved)).toString('base64')
    expect(await send(wrong)).toMatchObject({ ok: false, code: 'bot-check/failed' })
    expect(await snapshotDatabase()).toEqual(before)
    expect(afterTasks.queued).toHaveLength(0)
  })

  it('accepts a solved answer once; the replayed one is refused and stores nothing more', async () => {
    const answer = await solvedBotCheck()
    expect(await send(answer)).toEqual({ ok: true, data: { step: 'sent' } })
    const count = await stored()
    const before = await snapshotDatabase()
    expect(await send(answer)).toMatchObject({ ok: false, code: 'bot-check/failed' })
    expect(await snapshotDatabase()).toEqual(before)
    expect(await stored()).toBe(count)
  })

  it("without JavaScript: the confirm step's form token counts once", async () => {
    const confirm = await send()
    expect(confirm).toMatchObject({ ok: true, data: { step: 'confirm' } })
    const token = issueFormToken(Date.now() - FORM_TOKEN_MIN_AGE_MS)
    expect(await send(undefined, token)).toEqual({ ok: true, data: { step: 'sent' } })
    const before = await snapshotDatabase()
    expect(await send(undefined, token)).toMatchObject({ ok: false, code: 'bot-check/failed' })
    expect(await snapshotDatabase()).toEqual(before)
  })
})
