import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { challenge, challengeCheckIn, challengeParticipant } from '@/db/schema/challenges'
import { redirect } from '@/i18n/navigation'
import { addDays, getTodayIn } from '@/lib/calendar'
import { ID_PATTERN } from '@/lib/ids'
import { getSession } from '@/modules/auth/session'
import { form } from '@/tests/support/form'
import { memberSession } from '@/tests/support/users'
import { checkInAction, closeChallengeAction, joinChallengeAction, startChallengeAction } from './actions'
import { joinChallenge, startChallenge } from './commands'
import { getChallengeView, listMyChallenges } from './queries'

vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('next-intl/server', () => ({ getLocale: vi.fn(async () => 'nl') }))
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))
vi.mock('@/i18n/navigation', () => ({
  redirect: vi.fn((target: unknown) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { target, digest: 'NEXT_REDIRECT;replace;/;307;' })
  }),
}))

const signedIn = (id: string | null) => vi.mocked(getSession).mockResolvedValue(memberSession(id))

const today = getTodayIn(new Date(), 'UTC')

async function snapshot() {
  return {
    challenges: await db.select().from(challenge).orderBy(challenge.id),
    participants: await db.select().from(challengeParticipant).orderBy(challengeParticipant.userId),
    checkIns: await db.select().from(challengeCheckIn).orderBy(challengeCheckIn.day),
  }
}

async function start(overrides: Partial<Parameters<typeof startChallenge>[1]> = {}) {
  return startChallenge('anna', {
    titleKey: 'smokeFree',
    customTitle: null,
    startsOn: today,
    lengthDays: 7,
    maxParticipants: 2,
    ...overrides,
  })
}

beforeEach(async () => {
  vi.mocked(redirect).mockClear()
  signedIn(null)
  await db.delete(challenge)
  await db.delete(users)
  await db.insert(users).values([
    { id: 'anna', name: 'Anna', email: 'anna@example.test' },
    { id: 'bart', name: 'Bart', email: 'bart@example.test' },
    { id: 'cleo', name: 'Cleo', email: 'cleo@example.test' },
  ])
})

describe('startChallengeAction', () => {
  it('starts a challenge with the owner as first participant and opens the invite page', async () => {
    signedIn('anna')
    await expect(
      startChallengeAction(
        null,
        form({
          title: 'custom',
          customTitle: 'Samen stoppen',
          startsOn: today,
          lengthDays: '14',
          maxParticipants: '5',
        }),
      ),
    ).rejects.toThrow('NEXT_REDIRECT')
    const { challenges, participants } = await snapshot()
    expect(challenges).toHaveLength(1)
    expect(challenges[0]).toMatchObject({
      ownerId: 'anna',
      titleKey: null,
      customTitle: 'Samen stoppen',
      startsOn: today,
      lengthDays: 14,
      maxParticipants: 5,
      closedAt: null,
    })
    expect(challenges[0]?.id).toMatch(ID_PATTERN)
    expect(participants.map((p) => p.userId)).toEqual(['anna'])
    expect(vi.mocked(redirect).mock.calls[0]?.[0]).toEqual({
      href: { pathname: '/challenge-invite/[id]', params: { id: challenges[0]?.id } },
      locale: 'nl',
    })
  })

  it.each([
    ['an unknown title', { title: 'worldDomination' }, 'title', 'challenges/title-invalid'],
    [
      'a custom title left empty',
      { title: 'custom', customTitle: '  ' },
      'customTitle',
      'challenges/custom-title-required',
    ],
    ['a start in the past', { startsOn: addDays(today, -3) }, 'startsOn', 'challenges/start-date-invalid'],
    ['a start years ahead', { startsOn: addDays(today, 400) }, 'startsOn', 'challenges/start-date-invalid'],
    ['a length of 8 days', { lengthDays: '8' }, 'lengthDays', 'challenges/length-invalid'],
    ['one participant', { maxParticipants: '1' }, 'maxParticipants', 'challenges/max-participants-invalid'],
    [
      'a thousand participants',
      { maxParticipants: '1000' },
      'maxParticipants',
      'challenges/max-participants-invalid',
    ],
  ])('rejects %s and stores nothing', async (_name, change, field, code) => {
    signedIn('anna')
    const fields = { title: 'smokeFree', startsOn: today, lengthDays: '7', maxParticipants: '3', ...change }
    const result = await startChallengeAction(null, form(fields))
    expect(result).toMatchObject({ ok: false, code: 'common/invalid-input' })
    expect(result?.ok === false && result.fields?.[field]).toEqual([code])
    expect((await snapshot()).challenges).toEqual([])
  })

  it('needs a signed-in user', async () => {
    const result = await startChallengeAction(
      null,
      form({ title: 'smokeFree', startsOn: today, lengthDays: '7', maxParticipants: '3' }),
    )
    expect(result).toEqual({ ok: false, status: 401, code: 'challenges/sign-in-required' })
    expect((await snapshot()).challenges).toEqual([])
  })
})

describe('joining', () => {
  it('joins with one click; joining twice does nothing', async () => {
    const { id } = await start({ maxParticipants: 3 })
    signedIn('bart')
    expect(await joinChallengeAction(null, form({ challengeId: id }))).toEqual({ ok: true, data: undefined })
    expect(await joinChallengeAction(null, form({ challengeId: id }))).toEqual({ ok: true, data: undefined })
    const view = await getChallengeView(id)
    expect(view?.participants.map((p) => p.name)).toEqual(['Anna', 'Bart'])
  })

  it('says when the challenge is full, and a participant is not turned away', async () => {
    const { id } = await start({ maxParticipants: 2 })
    signedIn('bart')
    await joinChallengeAction(null, form({ challengeId: id }))
    const before = await snapshot()
    signedIn('cleo')
    expect(await joinChallengeAction(null, form({ challengeId: id }))).toEqual({
      ok: false,
      code: 'challenges/full',
    })
    expect(await snapshot()).toEqual(before)
    signedIn('bart')
    expect(await joinChallengeAction(null, form({ challengeId: id }))).toEqual({ ok: true, data: undefined })
  })

  it('lets only one of two people take the last place at the same time', async () => {
    const { id } = await start({ maxParticipants: 2 })
    const outcomes = await Promise.all([joinChallenge('bart', id, today), joinChallenge('cleo', id, today)])
    expect(outcomes.sort()).toEqual(['full', 'joined'])
    expect((await getChallengeView(id))?.participants).toHaveLength(2)
  })

  it('says when the challenge has ended or was closed', async () => {
    const ended = await start({ startsOn: addDays(today, -1), lengthDays: 7 })
    await db
      .update(challenge)
      .set({ startsOn: addDays(today, -10) })
      .where(eq(challenge.id, ended.id))
    signedIn('bart')
    expect(await joinChallengeAction(null, form({ challengeId: ended.id }))).toEqual({
      ok: false,
      code: 'challenges/ended',
    })
    const closed = await start()
    signedIn('anna')
    await closeChallengeAction(null, form({ challengeId: closed.id, confirm: 'yes' }))
    signedIn('bart')
    expect(await joinChallengeAction(null, form({ challengeId: closed.id }))).toEqual({
      ok: false,
      code: 'challenges/closed',
    })
  })

  it('treats unknown and malformed ids as not found', async () => {
    signedIn('bart')
    expect(await joinChallengeAction(null, form({ challengeId: 'A'.repeat(24) }))).toMatchObject({
      ok: false,
      code: 'challenges/not-found',
    })
    expect(await joinChallengeAction(null, form({ challengeId: '../etc/passwd' }))).toEqual({
      ok: false,
      status: 400,
      code: 'challenges/not-found',
    })
  })
})

describe('checking in', () => {
  it('records a day once and shows it in everybody’s progress', async () => {
    const { id } = await start()
    signedIn('anna')
    const checkIn = form({ challengeId: id, day: today, timeZone: 'UTC' })
    expect(await checkInAction(null, checkIn)).toEqual({ ok: true, data: undefined })
    expect(await checkInAction(null, checkIn)).toEqual({ ok: true, data: undefined })
    const view = await getChallengeView(id)
    expect(view?.participants.find((p) => p.userId === 'anna')?.checkIns).toEqual([today])
    expect(await listMyChallenges('anna')).toMatchObject([{ id, isOwner: true, checkedInDays: 1 }])
  })

  it('refuses strangers, future days, days outside the challenge and closed challenges', async () => {
    const { id } = await start({ startsOn: addDays(today, -2) })
    const before = await snapshot()
    signedIn('bart')
    expect(await checkInAction(null, form({ challengeId: id, day: today }))).toEqual({
      ok: false,
      code: 'challenges/not-participant',
    })
    signedIn('anna')
    expect(
      await checkInAction(null, form({ challengeId: id, day: addDays(today, 2), timeZone: 'UTC' })),
    ).toEqual({
      ok: false,
      code: 'challenges/day-not-allowed',
    })
    expect(await checkInAction(null, form({ challengeId: id, day: addDays(today, -3) }))).toEqual({
      ok: false,
      code: 'challenges/day-not-allowed',
    })
    expect(await snapshot()).toEqual(before)
    await closeChallengeAction(null, form({ challengeId: id, confirm: 'yes' }))
    expect(await checkInAction(null, form({ challengeId: id, day: today }))).toEqual({
      ok: false,
      code: 'challenges/closed',
    })
  })

  it('rejects malformed days and time zones without writing', async () => {
    const { id } = await start()
    const before = await snapshot()
    signedIn('anna')
    const attempts: Record<string, string>[] = [
      { challengeId: id, day: 'today' },
      { challengeId: id, day: '2024-02-30' },
      { challengeId: id, day: today, timeZone: 'Mars/Olympus_Mons' },
      { challengeId: 'short', day: today },
    ]
    for (const fields of attempts) {
      expect(await checkInAction(null, form(fields))).toMatchObject({
        ok: false,
        code: 'common/invalid-input',
      })
    }
    expect(await snapshot()).toEqual(before)
  })

  it('checks in today in the participant’s own time zone', async () => {
    const { id } = await start({ startsOn: addDays(today, -1) })
    const kiritimatiToday = getTodayIn(new Date(), 'Pacific/Kiritimati')
    signedIn('anna')
    // Wherever UTC stands, it is already "today or tomorrow" on Kiritimati (UTC+14).
    expect(
      await checkInAction(
        null,
        form({ challengeId: id, day: kiritimatiToday, timeZone: 'Pacific/Kiritimati' }),
      ),
    ).toEqual({ ok: true, data: undefined })
  })
})

describe('closing', () => {
  it('only the owner can close; to anybody else the challenge does not exist', async () => {
    const { id } = await start()
    const before = await snapshot()
    signedIn('bart')
    expect(await closeChallengeAction(null, form({ challengeId: id, confirm: 'yes' }))).toEqual({
      ok: false,
      status: 404,
      code: 'challenges/not-found',
    })
    signedIn('anna')
    expect(await closeChallengeAction(null, form({ challengeId: id }))).toEqual({
      ok: false,
      status: 400,
      code: 'challenges/close-not-confirmed',
    })
    expect(await snapshot()).toEqual(before)
    expect(await closeChallengeAction(null, form({ challengeId: id, confirm: 'yes' }))).toEqual({
      ok: true,
      data: undefined,
    })
    expect((await getChallengeView(id))?.closedAt).toBeInstanceOf(Date)
  })
})

describe('participants’ privacy and deletion', () => {
  it('shows display names, never addresses', async () => {
    const { id } = await start()
    const view = await getChallengeView(id)
    expect(JSON.stringify(view)).not.toContain('@example.test')
    expect(view?.ownerName).toBe('Anna')
  })

  it('keeps the challenge for the others when a participant’s account is erased', async () => {
    const { id } = await start({ maxParticipants: 3 })
    await joinChallenge('bart', id, today)
    await db.insert(challengeCheckIn).values({ challengeId: id, userId: 'bart', day: today })
    await db.delete(users).where(eq(users.id, 'bart'))
    const view = await getChallengeView(id)
    expect(view?.participants.map((p) => p.userId)).toEqual(['anna'])
    expect(await db.select().from(challengeCheckIn)).toEqual([])
  })
})
