import { z } from 'zod'
import { GOAL_NAME_MAX } from './constants'

/** A person keeps at most this many goals in their row. */
export const GOALS_MAX = 10
export { GOAL_NAME_MAX }

/** What the person saves for and its price in their plan's currency ("1299", "1299.90", "1299,9"). */
export const ZGoalInput = z.object({
  name: z
    .string({ error: 'savings-goals/name-invalid' })
    .trim()
    .min(1, { error: 'savings-goals/name-invalid' })
    .max(GOAL_NAME_MAX, { error: 'savings-goals/name-invalid' }),
  price: z
    .string({ error: 'savings-goals/price-invalid' })
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, { error: 'savings-goals/price-invalid' })
    .transform((value) => Math.round(Number(value.replace(',', '.')) * 100))
    .refine((minor) => minor > 0, { error: 'savings-goals/price-invalid' }),
})
export type TGoalInput = z.output<typeof ZGoalInput>

export const ZGoalId = z.object({
  id: z.coerce
    .number({ error: 'savings-goals/not-found' })
    .int({ error: 'savings-goals/not-found' })
    .positive({ error: 'savings-goals/not-found' }),
})
