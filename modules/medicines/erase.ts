import 'server-only'
import { count, eq } from 'drizzle-orm'
import { medicineIntake, medicineUse } from '@/db/schema/medicines'
import type { TEraser } from '@/modules/deletion/public'

/** The person's medicine and every "taken today?" answer: part of their data export and deletion. */
export const medicinesEraser: TEraser = {
  name: 'medicines',
  tables: ['medicine_use', 'medicine_intake'],
  async erase({ tx, subject }) {
    if (!subject.userId) return
    await tx.delete(medicineIntake).where(eq(medicineIntake.userId, subject.userId))
    await tx.delete(medicineUse).where(eq(medicineUse.userId, subject.userId))
  },
  async describe(db, { userId }) {
    if (!userId) return {}
    const [uses] = await db.select({ n: count() }).from(medicineUse).where(eq(medicineUse.userId, userId))
    const [intakes] = await db
      .select({ n: count() })
      .from(medicineIntake)
      .where(eq(medicineIntake.userId, userId))
    // Counted with the rest of the quit programme's entries on the deletion page.
    return { quitCompanion: (uses?.n ?? 0) + (intakes?.n ?? 0) }
  },
  async exportData(db, { userId }) {
    if (!userId) return { medicine: null, intakes: [] }
    const [medicine] = await db
      .select({
        medicine: medicineUse.medicine,
        startedOn: medicineUse.startedOn,
        updatedAt: medicineUse.updatedAt,
      })
      .from(medicineUse)
      .where(eq(medicineUse.userId, userId))
    const intakes = await db
      .select({ day: medicineIntake.day, medicine: medicineIntake.medicine, taken: medicineIntake.taken })
      .from(medicineIntake)
      .where(eq(medicineIntake.userId, userId))
      .orderBy(medicineIntake.day)
    return { medicine: medicine ?? null, intakes }
  },
}
