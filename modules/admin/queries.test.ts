import { describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { challenge } from '@/db/schema/challenges'
import { purchase } from '@/db/schema/purchases'
import { insertSubscribers } from '@/modules/broadcasts/testing'
import { recordSurveyResponse } from '@/modules/surveys/commands'
import { CURRENT_SURVEYS } from '@/modules/surveys/definitions'
import { insertUser } from '@/tests/support/users'
import { getDashboardCounts, getSurveyScoreDistributions } from './queries'

const DAY_MS = 24 * 60 * 60 * 1000

/** Answers that pick the option with the lowest or highest score of every question. */
function answersFor(survey: 'ftnd' | 'motivation', pick: 'lowest' | 'highest') {
  const definition = CURRENT_SURVEYS[survey]
  return Object.fromEntries(
    definition.questions.map((question) => {
      const sorted = [...question.options].sort((a, b) => a.score - b.score)
      return [question.id, (pick === 'lowest' ? sorted[0] : sorted[sorted.length - 1])!.id]
    }),
  )
}

describe('dashboard', () => {
  it('counts users (all, last 7 and 30 days), subscribers, responses, active challenges, purchases and revenue per currency', async () => {
    const now = new Date('2026-06-15T12:00:00Z')
    const empty = await getDashboardCounts(now)
    expect(empty).toMatchObject({ users: 0, subscribers: 0, purchases: 0, revenue: [] })

    await insertUser({ createdAt: new Date(now.getTime() - 2 * DAY_MS) })
    await insertUser({ createdAt: new Date(now.getTime() - 20 * DAY_MS) })
    const old = await insertUser({ createdAt: new Date(now.getTime() - 90 * DAY_MS) })
    await insertSubscribers(4, 'de', { prefix: 'dash' })
    await insertSubscribers(2, 'en', { prefix: 'dash-pending', status: 'pending' })
    await recordSurveyResponse({
      definition: CURRENT_SURVEYS.ftnd,
      answers: answersFor('ftnd', 'highest'),
      locale: 'en',
      userId: null,
    })
    await db.insert(challenge).values([
      // Running on `now`, finished before it, not started yet, closed early.
      {
        id: 'c-running',
        ownerId: old.id,
        titleKey: 'x',
        startsOn: '2026-06-10',
        lengthDays: 7,
        maxParticipants: 5,
      },
      {
        id: 'c-over',
        ownerId: old.id,
        titleKey: 'x',
        startsOn: '2026-05-01',
        lengthDays: 7,
        maxParticipants: 5,
      },
      {
        id: 'c-later',
        ownerId: old.id,
        titleKey: 'x',
        startsOn: '2026-07-01',
        lengthDays: 7,
        maxParticipants: 5,
      },
      {
        id: 'c-closed',
        ownerId: old.id,
        titleKey: 'x',
        startsOn: '2026-06-10',
        lengthDays: 30,
        maxParticipants: 5,
        closedAt: now,
      },
    ])
    const bought = (
      storeTransactionId: string,
      amountMinor: number | null,
      currency: string | null,
      refunded = false,
    ) => ({
      store: 'web' as const,
      storeTransactionId,
      product: 'premium',
      amountMinor,
      currency,
      status: refunded ? ('refunded' as const) : ('completed' as const),
      purchasedAt: now,
      refundedAt: refunded ? now : null,
      source: 'webhook' as const,
    })
    await db
      .insert(purchase)
      .values([
        bought('d1', 499, 'EUR'),
        bought('d2', 1000, 'EUR'),
        bought('d3', 300, 'USD'),
        bought('d4', 999, 'EUR', true),
        bought('d5', null, null),
      ])

    expect(await getDashboardCounts(now)).toEqual({
      users: 3,
      newUsers7d: 1,
      newUsers30d: 2,
      subscribers: 4,
      surveyResponses: 1,
      certificates: 0,
      activeChallenges: 1,
      purchases: 4,
      revenue: [
        { currency: 'EUR', amountMinor: 1499, count: 2 },
        { currency: 'USD', amountMinor: 300, count: 1 },
      ],
    })
  })

  it('gives every survey a bar for every possible score', async () => {
    for (const pick of ['lowest', 'highest', 'highest'] as const) {
      await recordSurveyResponse({
        definition: CURRENT_SURVEYS.motivation,
        answers: answersFor('motivation', pick),
        locale: 'de',
        userId: null,
      })
    }
    const distributions = await getSurveyScoreDistributions()
    const ftnd = distributions.find((entry) => entry.survey === 'ftnd')!
    expect(ftnd).toMatchObject({ min: 0, max: 10, total: 1 })
    expect(ftnd.counts).toHaveLength(11)
    expect(ftnd.counts[10]).toBe(1)
    const motivation = distributions.find((entry) => entry.survey === 'motivation')!
    expect(motivation.total).toBe(3)
    expect(motivation.counts[0]).toBe(1)
    expect(motivation.counts[motivation.counts.length - 1]).toBe(2)
  })
})
