import 'server-only'
import { and, desc, eq } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/db/client'
import { certificate } from '@/db/schema/certificates'

/** What anybody with the link sees: no owner, no timestamps. */
export type TCertificateView = {
  id: string
  displayName: string
  quitDate: string
  cigarettesPerDay: number | null
  packPriceMinor: number | null
  packSize: number
  currency: string | null
  message: string | null
}

const viewColumns = {
  id: certificate.id,
  displayName: certificate.displayName,
  quitDate: certificate.quitDate,
  cigarettesPerDay: certificate.cigarettesPerDay,
  packPriceMinor: certificate.packPriceMinor,
  packSize: certificate.packSize,
  currency: certificate.currency,
  message: certificate.message,
}

/** The public view of a certificate by its unguessable id (page, metadata, PDF, OG image). */
export const getCertificateView = cache(async (id: string): Promise<TCertificateView | null> => {
  const [row] = await db.select(viewColumns).from(certificate).where(eq(certificate.id, id))
  return row ?? null
})

/** The certificate only if this user owns it: a stranger's id looks exactly like a missing one. */
export async function getOwnedCertificate(userId: string, id: string): Promise<TCertificateView | null> {
  const [row] = await db
    .select(viewColumns)
    .from(certificate)
    .where(and(eq(certificate.id, id), eq(certificate.userId, userId)))
  return row ?? null
}

export async function listCertificates(userId: string): Promise<(TCertificateView & { createdAt: Date })[]> {
  return db
    .select({ ...viewColumns, createdAt: certificate.createdAt })
    .from(certificate)
    .where(eq(certificate.userId, userId))
    .orderBy(desc(certificate.createdAt))
}
