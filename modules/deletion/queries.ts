import 'server-only'
import { db } from '@/db/client'
import { erasers as registry } from './registry'
import type { TDeletionItem, TEraser, TErasureSubject } from './registry-types'

const ITEM_ORDER: readonly TDeletionItem[] = [
  'account',
  'sessions',
  'signInMethods',
  'surveyResponses',
  'certificates',
  'ownedChallenges',
  'challengeParticipations',
  'quitCompanion',
  'newsletter',
  'pushDevices',
  'purchases',
]

/** What a deletion would remove for this person, as (item, count) lines without zero counts. */
export async function describeDeletion(
  subject: TErasureSubject,
  erasers: readonly TEraser[] = registry,
): Promise<Array<{ item: TDeletionItem; count: number }>> {
  const totals = new Map<TDeletionItem, number>()
  for (const eraser of erasers) {
    const counts = (await eraser.describe?.(db, subject)) ?? {}
    for (const [item, count] of Object.entries(counts) as Array<[TDeletionItem, number]>) {
      totals.set(item, (totals.get(item) ?? 0) + Number(count))
    }
  }
  return ITEM_ORDER.filter((item) => (totals.get(item) ?? 0) > 0).map((item) => ({
    item,
    count: totals.get(item) ?? 0,
  }))
}

/** Everything stored about the person, one section per feature (GDPR Art. 15 and 20). */
export async function exportUserData(
  subject: TErasureSubject,
  erasers: readonly TEraser[] = registry,
): Promise<{ exportedAt: string; data: Record<string, unknown> }> {
  const data: Record<string, unknown> = {}
  for (const eraser of erasers) {
    if (eraser.exportData) data[eraser.name] = await eraser.exportData(db, subject)
  }
  return { exportedAt: new Date().toISOString(), data }
}
