import { count, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { surveyDefinition, surveyResponse } from '@/db/schema/surveys'
import { locales } from '@/i18n/locales'
import { getSession } from '@/modules/auth/session'
import { enhancedForm } from '@/tests/support/form'
import { submitSurveyAction } from './actions'
import { recordSurveyResponse } from './commands'
import { ftndV1 } from './definitions'
import { listSurveyHistory } from './queries'

vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('next-intl/server', () => ({ getLocale: vi.fn(async () => 'de') }))

const signedIn = (id: string) =>
  vi.mocked(getSession).mockResolvedValue({
    user: { id, email: `${id}@example.test`, name: id, emailVerified: false, role: 'user', locale: 'en' },
    session: { id: `s-${id}`, createdAt: new Date(), expiresAt: new Date(Date.now() + 60_000) },
    claims: { admin: false },
  })

const ftndAnswers = {
  firstCigarette: 'within30',
  forbiddenPlaces: 'yes',
  hardestToGiveUp: 'firstMorning',
  perDay: 'from11To20',
  moreInMorning: 'no',
  whenIll: 'no',
}

async function countResponses() {
  const [row] = await db.select({ n: count() }).from(surveyResponse)
  return row?.n ?? 0
}

beforeEach(async () => {
  vi.mocked(getSession).mockResolvedValue(null)
  await db.delete(surveyResponse)
  await db.delete(surveyDefinition)
  await db.delete(users)
})

describe('submitSurveyAction', () => {
  it('scores the FTND and stores it anonymously for a visitor: no user, no address', async () => {
    const result = await submitSurveyAction(
      null,
      enhancedForm({ survey: 'ftnd', version: '1', ...ftndAnswers }),
    )
    expect(result).toEqual({
      ok: true,
      data: { survey: 'ftnd', score: 5, result: 'moderate', savedTo: 'anonymous' },
    })
    const rows = await db.select().from(surveyResponse)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      survey: 'ftnd',
      version: 1,
      score: 5,
      result: 'moderate',
      locale: 'de',
      userId: null,
    })
    expect(rows[0]?.answers).toEqual(ftndAnswers)
    // Nothing that identifies the person is even a column.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['answers', 'createdAt', 'id', 'locale', 'result', 'score', 'survey', 'userId', 'version'].sort(),
    )
  })

  it('stores a signed-in response with the user and lists it in the history', async () => {
    await db.insert(users).values({ id: 'u1', name: 'Ada', email: 'ada@example.test' })
    signedIn('u1')
    const result = await submitSurveyAction(
      null,
      enhancedForm({ survey: 'motivation', version: '1', readiness: 'level6' }),
    )
    expect(result).toEqual({
      ok: true,
      data: { survey: 'motivation', score: 6, result: 'level6', savedTo: 'account' },
    })
    const history = await listSurveyHistory('u1')
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ survey: 'motivation', version: 1, score: 6, result: 'level6' })
    expect(await listSurveyHistory('someone-else')).toEqual([])
  })

  it.each([
    ['an invented option', { ...ftndAnswers, perDay: 'over9000' }],
    ['a score instead of an option', { ...ftndAnswers, firstCigarette: '3' }],
    ['a missing answer', { ...ftndAnswers, whenIll: '' }],
  ])('rejects %s with a localized code and stores nothing', async (_name, answers) => {
    const result = await submitSurveyAction(null, enhancedForm({ survey: 'ftnd', version: '1', ...answers }))
    expect(result).toMatchObject({ ok: false, code: 'surveys/invalid-answer' })
    expect(await countResponses()).toBe(0)
  })

  it('rejects an unknown survey, a malformed version and a version that is not current', async () => {
    expect(
      await submitSurveyAction(null, enhancedForm({ survey: 'iq', version: '1', ...ftndAnswers })),
    ).toMatchObject({
      ok: false,
      code: 'surveys/invalid-answer',
    })
    expect(
      await submitSurveyAction(null, enhancedForm({ survey: 'ftnd', version: 'x', ...ftndAnswers })),
    ).toMatchObject({
      ok: false,
      code: 'surveys/invalid-answer',
    })
    expect(
      await submitSurveyAction(null, enhancedForm({ survey: 'ftnd', version: '2', ...ftndAnswers })),
    ).toMatchObject({
      ok: false,
      code: 'surveys/outdated-version',
    })
    expect(await countResponses()).toBe(0)
  })

  it('has a message for every error code in all nine languages', async () => {
    for (const locale of locales) {
      const messages = (await import(`@/messages/${locale}.json`)).default as {
        errors: Record<string, string>
      }
      for (const code of ['surveys/invalid-answer', 'surveys/outdated-version']) {
        expect(messages.errors[code], `${locale} ${code}`).toBeTruthy()
      }
    }
  })
})

describe('versioned definitions', () => {
  it('stores each version once, as data', async () => {
    await recordSurveyResponse({ definition: ftndV1, answers: ftndAnswers, locale: 'en', userId: null })
    await recordSurveyResponse({ definition: ftndV1, answers: ftndAnswers, locale: 'en', userId: null })
    const stored = await db.select().from(surveyDefinition).where(eq(surveyDefinition.survey, 'ftnd'))
    expect(stored).toHaveLength(1)
    expect(stored[0]?.definition).toEqual(ftndV1)
  })

  it('refuses to record against a shipped version whose scoring was edited in place', async () => {
    await recordSurveyResponse({ definition: ftndV1, answers: ftndAnswers, locale: 'en', userId: null })
    const edited = {
      ...ftndV1,
      questions: ftndV1.questions.map((q) =>
        q.id === 'perDay' ? { ...q, options: q.options.map((o) => ({ ...o, score: o.score + 1 })) } : q,
      ),
    }
    await expect(
      recordSurveyResponse({ definition: edited, answers: ftndAnswers, locale: 'en', userId: null }),
    ).rejects.toThrow(/add a new version/)
    expect(await countResponses()).toBe(1)
  })

  it('keeps storing answers when the stored definition disappears after the first one (a reset database)', async () => {
    await recordSurveyResponse({ definition: ftndV1, answers: ftndAnswers, locale: 'en', userId: null })
    await db.delete(surveyResponse)
    await db.delete(surveyDefinition)
    const second = await recordSurveyResponse({
      definition: ftndV1,
      answers: ftndAnswers,
      locale: 'en',
      userId: null,
    })
    expect(second).toMatchObject({ score: 5, result: 'moderate' })
    expect(await countResponses()).toBe(1)
    const stored = await db.select().from(surveyDefinition).where(eq(surveyDefinition.survey, 'ftnd'))
    expect(stored[0]?.definition).toEqual(ftndV1)
  })

  it('erases a user’s responses with the account', async () => {
    await db.insert(users).values({ id: 'u2', name: 'Bo', email: 'bo@example.test' })
    await recordSurveyResponse({ definition: ftndV1, answers: ftndAnswers, locale: 'en', userId: 'u2' })
    await db.delete(users).where(eq(users.id, 'u2'))
    expect(await countResponses()).toBe(0)
  })
})
