import 'server-only'
import { eq } from 'drizzle-orm'
import { medicineUse } from '@/db/schema/medicines'
import type { TCheckInField } from '@/modules/companion/public'
import { recordIntake } from './commands'
import { ZTakenToday } from './schemas'

/** The check-in form field's name (medicine-taken-field.tsx renders it). */
export const TAKEN_FIELD = 'medicineTaken'

/**
 * "Taken today?" in the daily check-in (the route adds it with buildCheckInAction): stored for
 * the checked-in day and the medicine the person uses, in the check-in's transaction.
 */
export const medicineTakenField: TCheckInField = {
  name: TAKEN_FIELD,
  schema: ZTakenToday.transform((answer) =>
    answer
      ? async (tx, userId, day) => {
          const [use] = await tx
            .select({ medicine: medicineUse.medicine })
            .from(medicineUse)
            .where(eq(medicineUse.userId, userId))
          if (use) await recordIntake(tx, userId, day, use.medicine, answer === 'yes')
        }
      : null,
  ),
}
