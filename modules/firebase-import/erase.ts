import 'server-only'
import { eq } from 'drizzle-orm'
import { erasedFirebaseUids, importedFirebaseUids } from '@/db/schema/firebase-import'
import type { TEraser } from '@/modules/deletion/public'
import { hashImportedUid } from './uid-hash'

/**
 * The old Firebase uid of an imported account. Erased with the account; a keyed hash of it stays
 * so that running the import again does not bring the deleted account back. Exported: it is the
 * person's id on the old site.
 */
export const firebaseImportEraser: TEraser = {
  name: 'importedFromFirebase',
  tables: ['imported_firebase_uids'],
  async erase({ tx, subject, now }) {
    if (!subject.userId) return
    const removed = await tx
      .delete(importedFirebaseUids)
      .where(eq(importedFirebaseUids.userId, subject.userId))
      .returning({ uid: importedFirebaseUids.firebaseUid })
    if (removed.length === 0) return
    await tx
      .insert(erasedFirebaseUids)
      .values(removed.map(({ uid }) => ({ uidHash: hashImportedUid(uid), erasedAt: now })))
      .onConflictDoNothing()
  },
  async exportData(db, { userId }) {
    if (!userId) return null
    const [row] = await db
      .select({ firebaseUid: importedFirebaseUids.firebaseUid, importedAt: importedFirebaseUids.importedAt })
      .from(importedFirebaseUids)
      .where(eq(importedFirebaseUids.userId, userId))
    return row ?? null
  },
}
