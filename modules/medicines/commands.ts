import 'server-only'
import { eq } from 'drizzle-orm'
import { db, type TTransaction } from '@/db/client'
import { medicineIntake, medicineUse, type TMedicine } from '@/db/schema/medicines'
import type { TIsoDate } from '@/lib/calendar'
import type { TMedicineUseInput } from './schemas'

/** Records what the person uses now; "none" forgets it (the intakes of earlier days stay). */
export async function setMedicineUse(userId: string, input: TMedicineUseInput): Promise<void> {
  if (input.medicine === 'none') {
    await db.delete(medicineUse).where(eq(medicineUse.userId, userId))
    return
  }
  const values = { medicine: input.medicine, startedOn: input.startedOn }
  await db
    .insert(medicineUse)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: medicineUse.userId, set: values })
}

/** The check-in's answer for the day, in the check-in's transaction; the same day again edits it. */
export async function recordIntake(
  tx: TTransaction,
  userId: string,
  day: TIsoDate,
  medicine: TMedicine,
  taken: boolean,
): Promise<void> {
  await tx
    .insert(medicineIntake)
    .values({ userId, day, medicine, taken })
    .onConflictDoUpdate({ target: [medicineIntake.userId, medicineIntake.day], set: { medicine, taken } })
}
