import 'server-only'
import type { TTransaction } from '@/db/client'
import { auditLog } from '@/db/schema/audit'

/** The kinds of admin change the audit log records (filter values of the dashboard's list). */
export const auditActions = [
  'user.grant-admin',
  'user.revoke-admin',
  'user.ban',
  'user.unban',
  'user.create',
  'user.remove-second-factor',
  'code-campaign.create',
  'code-campaign.enable',
  'code-campaign.disable',
  'code.enable',
  'code.disable',
  'purchase.grant',
  'purchase.refund',
  'broadcast.create',
  'broadcast.update',
  'broadcast.start',
  'broadcast.pause',
  'broadcast.resume',
  'broadcast.test-send',
] as const
export type TAuditAction = (typeof auditActions)[number]

export type TAuditEntry = {
  /** null: the operator's command line (`npm run create-admin`), shown as "system". */
  actorId: string | null
  action: TAuditAction
  targetType: 'user' | 'code-campaign' | 'code' | 'purchase' | 'broadcast'
  targetId: string
  /** What changed, as ids and values: never an address or a name (the log outlives accounts). */
  before?: Record<string, unknown>
  after?: Record<string, unknown>
  details?: Record<string, unknown>
}

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(tx: TTransaction, entry: TAuditEntry, now = new Date()): Promise<void> {
  const details: Record<string, unknown> = { ...entry.details }
  if (entry.before) details.before = entry.before
  if (entry.after) details.after = entry.after
  await tx.insert(auditLog).values({
    at: now,
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details,
  })
}
