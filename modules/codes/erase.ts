import 'server-only'
import { eq } from 'drizzle-orm'
import { codeCampaign, codeRedemption } from '@/db/schema/codes'
import type { TEraser } from '@/modules/deletion/public'

/**
 * Code redemptions stay for the campaign's numbers without the user; campaigns an admin created
 * forget who created them.
 */
export const codesEraser: TEraser = {
  name: 'codeRedemptions',
  tables: ['code_redemption', 'code_campaign'],
  async erase({ tx, subject: { userId } }) {
    if (!userId) return
    await tx.update(codeRedemption).set({ userId: null }).where(eq(codeRedemption.userId, userId))
    await tx.update(codeCampaign).set({ createdBy: null }).where(eq(codeCampaign.createdBy, userId))
  },
  async exportData(db, { userId }) {
    if (!userId) return []
    return db
      .select({ codeId: codeRedemption.codeId, redeemedAt: codeRedemption.redeemedAt })
      .from(codeRedemption)
      .where(eq(codeRedemption.userId, userId))
  },
}
