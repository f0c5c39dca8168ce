import 'server-only'
import { and, eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { certificate } from '@/db/schema/certificates'
import { createUnguessableId } from '@/lib/ids'
import type { TCertificateInput } from './schemas'

export async function createCertificate(userId: string, input: TCertificateInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(certificate)
    .values({ id: createUnguessableId(), userId, ...input })
    .returning({ id: certificate.id })
  return row!
}

/** Updates the owner's certificate; false when there is no such certificate of this user. */
export async function updateCertificate(
  userId: string,
  id: string,
  input: TCertificateInput,
): Promise<boolean> {
  const rows = await db
    .update(certificate)
    .set(input)
    .where(and(eq(certificate.id, id), eq(certificate.userId, userId)))
    .returning({ id: certificate.id })
  return rows.length === 1
}

/** Deletes the owner's certificate; false when there is no such certificate of this user. */
export async function deleteCertificate(userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(certificate)
    .where(and(eq(certificate.id, id), eq(certificate.userId, userId)))
    .returning({ id: certificate.id })
  return rows.length === 1
}
