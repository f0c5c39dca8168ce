import { z } from 'zod'
import { getLatestTodayOnEarth, isIsoDate } from '@/lib/calendar'
import { MEDICINES } from './catalogue'

const EARLIEST_START = '2000-01-01'

/** "What do you use?": a medicine with its start date, or none (which forgets the choice). */
export function buildMedicineUseSchema(now: Date = new Date()) {
  return z.discriminatedUnion(
    'medicine',
    [
      z.object({ medicine: z.literal('none') }),
      z.object({
        medicine: z.enum(MEDICINES, { error: 'medicines/unknown' }),
        startedOn: z
          .string({ error: 'medicines/start-invalid' })
          .refine((value) => isIsoDate(value) && value >= EARLIEST_START, {
            error: 'medicines/start-invalid',
          })
          .refine((value) => value <= getLatestTodayOnEarth(now), { error: 'medicines/start-in-future' }),
      }),
    ],
    { error: 'medicines/unknown' },
  )
}
export type TMedicineUseInput = z.output<ReturnType<typeof buildMedicineUseSchema>>

/** The check-in's "taken today?": yes, no, or not answered. */
export const ZTakenToday = z.enum(['yes', 'no'], { error: 'medicines/taken-invalid' }).optional()
