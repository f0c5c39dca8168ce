import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { importedFirebaseUids } from '@/db/schema/firebase-import'

/**
 * Our user id of the person who was `firebaseUid` on the old site, or null: for moving data keyed
 * by the old uid (Firestore documents) to its owner here.
 */
export async function findUserIdByFirebaseUid(firebaseUid: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: importedFirebaseUids.userId })
    .from(importedFirebaseUids)
    .where(eq(importedFirebaseUids.firebaseUid, firebaseUid))
  return row?.userId ?? null
}
