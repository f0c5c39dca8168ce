import 'server-only'
import { count, eq } from 'drizzle-orm'
import { certificate } from '@/db/schema/certificates'
import type { TEraser } from '@/modules/deletion/public'

/** The certificates' part of a data deletion and export. */
export const certificatesEraser: TEraser = {
  name: 'certificates',
  tables: ['certificate'],
  async erase({ tx, subject }) {
    if (subject.userId) await tx.delete(certificate).where(eq(certificate.userId, subject.userId))
  },
  async describe(db, { userId }) {
    if (!userId) return {}
    const [row] = await db.select({ n: count() }).from(certificate).where(eq(certificate.userId, userId))
    return { certificates: row?.n ?? 0 }
  },
  async exportData(db, { userId }) {
    if (!userId) return []
    const rows = await db.select().from(certificate).where(eq(certificate.userId, userId))
    return rows.map(({ userId: _owner, ...rest }) => rest)
  },
}
