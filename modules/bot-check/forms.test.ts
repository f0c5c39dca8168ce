import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { dataDeletionRequest } from '@/db/schema/deletion'
import { actionRateLimit, newsletterSubscription } from '@/db/schema/newsletter'
import { useTestAuthEnvironment } from '@/modules/auth/testing'
import { requestDeletionAction } from '@/modules/deletion/actions'
import { subscribeAction } from '@/modules/newsletter/actions'
import { snapshotDatabase } from '@/tests/support/database-snapshot'
import { solvedBotCheck } from './testing'

// Issue 10: the public newsletter and data-deletion forms refuse a missing, wrong or replayed
// ALTCHA answer before doing anything (nothing stored, nothing mailed) and accept a solved one.
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

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

const forms = [
  {
    name: 'newsletter subscribe',
    send: (altcha?: string) =>
      subscribeAction(
        { status: 'idle' },
        form({ email: 'bot@example.test', consent: 'on', locale: 'de', ...(altcha ? { altcha } : {}) }),
      ),
    stored: async () => (await db.select().from(newsletterSubscription)).length,
  },
  {
    name: 'data-deletion request',
    send: (altcha?: string) =>
      requestDeletionAction(
        { status: 'idle' },
        form({ email: 'bot@example.test', locale: 'de', ...(altcha ? { altcha } : {}) }),
      ),
    stored: async () => (await db.select().from(dataDeletionRequest)).length,
  },
]

describe.each(forms)('$name', ({ send, stored }) => {
  it('refuses no, a malformed and a wrong answer; nothing is stored or mailed', async () => {
    const before = await snapshotDatabase()
    expect(await send()).toMatchObject({ status: 'error', code: 'bot-check/missing' })
    expect(await send('bm90IGpzb24=')).toMatchObject({ status: 'error', code: 'bot-check/failed' })
    const solved = JSON.parse(Buffer.from(await solvedBotCheck(), 'base64').toString('utf8'))
    // The derived key is the proof of work: any other value is a wrong answer.
    solved.solution.derivedKey = `${solved.solution.derivedKey.startsWith('0') ? '1' : '0'}${solved.solution.derivedKey.slice(1)}`
    const wrong = Buffer.from(JSON.stringify(solved)).toString('base64')
    expect(await send(wrong)).toMatchObject({ status: 'error', code: 'bot-check/failed' })
    expect(await snapshotDatabase()).toEqual(before)
    expect(afterTasks.queued).toHaveLength(0)
  })

  it('accepts a solved answer once; the replayed one is refused and stores nothing more', async () => {
    const answer = await solvedBotCheck()
    expect(await send(answer)).toEqual({ status: 'sent' })
    const count = await stored()
    const before = await snapshotDatabase()
    expect(await send(answer)).toMatchObject({ status: 'error', code: 'bot-check/failed' })
    expect(await snapshotDatabase()).toEqual(before)
    expect(await stored()).toBe(count)
  })
})
