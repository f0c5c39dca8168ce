import { describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { copingPlan } from '@/db/schema/coping-plans'
import { medicineUse } from '@/db/schema/medicines'
import { missionProgress } from '@/db/schema/missions'
import { getCopingPlanAggregates } from '@/modules/coping-plans/aggregates'
import { getMedicineAggregates } from '@/modules/medicines/aggregates'
import { getMissionAggregates } from './aggregates'

// What admins see of the quit programme: counts over everybody, never a person or an answer.
describe('the quit programme’s aggregates', () => {
  it('count missions per programme day, people with plans and medicines, and name nobody', async () => {
    await db.insert(users).values([
      { id: 'p1', name: 'One', email: 'one@example.test' },
      { id: 'p2', name: 'Two', email: 'two@example.test' },
    ])
    await db.insert(missionProgress).values([
      { userId: 'p1', missionKey: 'triggers', status: 'done', answer: 'secret answer' },
      { userId: 'p2', missionKey: 'triggers', status: 'skipped' },
      { userId: 'p2', missionKey: 'quit-day', status: 'done', answer: 'another secret' },
    ])
    await db.insert(copingPlan).values([
      { userId: 'p1', trigger: 'coffee', situation: 'private situation', action: 'private action' },
      { userId: 'p1', trigger: 'stress', situation: 'x', action: 'y' },
    ])
    await db.insert(medicineUse).values({ userId: 'p2', medicine: 'varenicline', startedOn: '2026-01-01' })

    const missions = await getMissionAggregates()
    expect(missions.peopleWithMissionDone).toBe(2)
    expect(missions.days.find((day) => day.day === -7)).toEqual({ day: -7, done: 1, skipped: 1 })
    expect(missions.days.find((day) => day.day === 0)).toEqual({ day: 0, done: 1, skipped: 0 })
    expect(await getCopingPlanAggregates()).toEqual({ peopleWithPlans: 1, plansWritten: 2 })
    const medicines = await getMedicineAggregates()
    expect(medicines.peopleWithMedicine).toBe(1)
    expect(medicines.byMedicine.varenicline).toBe(1)

    const text = JSON.stringify([missions, medicines, await getCopingPlanAggregates()])
    for (const secret of ['p1', 'p2', 'secret', 'private', 'one@example.test'])
      expect(text).not.toContain(secret)
  })
})
