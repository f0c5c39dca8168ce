import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { getSession } from '@/modules/auth/session'
import { form } from '@/tests/support/form'
import { memberSession } from '@/tests/support/users'
import { markMissionAction } from './actions'
import { countMissionsDone, listMissionStates } from './queries'

vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const signedIn = (id: string | null) => vi.mocked(getSession).mockResolvedValue(memberSession(id))

beforeEach(async () => {
  signedIn(null)
  await db.delete(users)
  await db.insert(users).values([
    { id: 'anna', name: 'Anna', email: 'anna@example.test' },
    { id: 'ben', name: 'Ben', email: 'ben@example.test' },
  ])
})

describe('markMissionAction', () => {
  it('marks a mission done with its answer, counts it, and a second mark replaces the first', async () => {
    signedIn('anna')
    const answer = 'Coffee in the morning, after lunch, with Tom'
    expect(await markMissionAction(null, form({ mission: 'triggers', intent: 'done', answer }))).toEqual({
      ok: true,
      data: { intent: 'done' },
    })
    expect(await markMissionAction(null, form({ mission: 'clear-out', intent: 'done' }))).toMatchObject({
      ok: true,
    })
    expect(await countMissionsDone('anna')).toBe(2)
    expect(await countMissionsDone('ben')).toBe(0)
    expect((await listMissionStates('anna')).get('triggers')).toEqual({ status: 'done', answer })

    expect(await markMissionAction(null, form({ mission: 'clear-out', intent: 'skip' }))).toMatchObject({
      ok: true,
    })
    expect((await listMissionStates('anna')).get('clear-out')).toEqual({ status: 'skipped', answer: null })
    expect(await countMissionsDone('anna')).toBe(1)
  })

  it('asks for the answer of a mission that wants one, and refuses unknown missions and visitors', async () => {
    signedIn('anna')
    expect(
      await markMissionAction(null, form({ mission: 'triggers', intent: 'done', answer: '  ' })),
    ).toMatchObject({
      ok: false,
      status: 400,
      fields: { answer: ['missions/answer-required'] },
    })
    expect(await markMissionAction(null, form({ mission: 'nope', intent: 'done' }))).toMatchObject({
      ok: false,
      fields: { mission: ['missions/unknown'] },
    })
    expect(
      await markMissionAction(null, form({ mission: 'triggers', intent: 'done', answer: 'x'.repeat(1001) })),
    ).toMatchObject({ ok: false, fields: { answer: ['missions/answer-too-long'] } })
    // Skipping needs no answer.
    expect(await markMissionAction(null, form({ mission: 'triggers', intent: 'skip' }))).toMatchObject({
      ok: true,
    })
    signedIn(null)
    expect(await markMissionAction(null, form({ mission: 'clear-out', intent: 'done' }))).toMatchObject({
      ok: false,
      code: 'missions/sign-in-required',
    })
    expect(await countMissionsDone('anna')).toBe(0)
  })
})
