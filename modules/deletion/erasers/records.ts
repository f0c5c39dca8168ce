import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { auditLog } from '@/db/schema/audit'
import { dataDeletionRequest } from '@/db/schema/deletion'
import { escapeRegExp } from '@/lib/text'
import type { TEraser } from '../registry-types'
import { hashSubjectId } from '../subject-hash'

/**
 * Audit entries stay (they document what admins did), but not who they were about: the id
 * becomes the same salted hash the deletion's own audit row carries, and the address or id is
 * cut out of the details.
 */
export const auditEraser: TEraser = {
  name: 'audit',
  tables: ['audit_log'],
  async erase({ tx, subject }) {
    const { userId, email } = subject
    const hash = hashSubjectId(subject)
    if (userId) {
      await tx.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, userId))
      await tx.update(auditLog).set({ targetId: hash }).where(eq(auditLog.targetId, userId))
    }
    await tx.update(auditLog).set({ targetId: hash }).where(sql`lower(${auditLog.targetId}) = ${email}`)
    const pattern = [escapeRegExp(email), ...(userId ? [escapeRegExp(userId)] : [])].join('|')
    await tx
      .update(auditLog)
      .set({
        details: sql`regexp_replace(${auditLog.details}::text, ${pattern}, ${'[erased]'}, 'gi')::jsonb`,
      })
      .where(sql`${auditLog.details}::text ~* ${pattern}`)
  },
}

/** Open public deletion requests for the address (their links stop working). */
export const deletionRequestsEraser: TEraser = {
  name: 'deletionRequests',
  tables: ['data_deletion_request'],
  async erase({ tx, subject }) {
    await tx.delete(dataDeletionRequest).where(eq(dataDeletionRequest.email, subject.email))
  },
}
