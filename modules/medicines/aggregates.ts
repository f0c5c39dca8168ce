import 'server-only'
import { count } from 'drizzle-orm'
import { db } from '@/db/client'
import { medicineUse } from '@/db/schema/medicines'
import { MEDICINES, type TMedicine } from './catalogue'

/** What admins see of the medicines: how many people use one, by kind; never a person. */
export type TMedicineAggregates = { peopleWithMedicine: number; byMedicine: Record<TMedicine, number> }

export async function getMedicineAggregates(): Promise<TMedicineAggregates> {
  const rows = await db
    .select({ medicine: medicineUse.medicine, n: count() })
    .from(medicineUse)
    .groupBy(medicineUse.medicine)
  const byMedicine = Object.fromEntries(MEDICINES.map((medicine) => [medicine, 0])) as Record<
    TMedicine,
    number
  >
  for (const row of rows) byMedicine[row.medicine] = row.n
  return { peopleWithMedicine: rows.reduce((sum, row) => sum + row.n, 0), byMedicine }
}
