'use server'

import { failure } from '@/lib/action-result'
import { adminFormAction } from '@/modules/admin/public'
import { grantPurchase, refundPurchase } from './commands'
import { checkRefundConfirmation } from './refund-confirmation'
import { ZGrantPurchaseInput, ZRefundPurchaseInput } from './schemas'

const PURCHASE_PAGES = ['/[locale]/admin/purchases', '/[locale]/admin']

export const grantPurchaseAction = adminFormAction({
  schema: ZGrantPurchaseInput,
  revalidate: PURCHASE_PAGES,
  run: (input, admin) => grantPurchase(admin.user.id, input),
})

export const refundPurchaseAction = adminFormAction({
  schema: ZRefundPurchaseInput,
  revalidate: PURCHASE_PAGES,
  async run(input, admin) {
    // Only the confirm page's form refunds (it names the purchase and amount first; decision 054).
    if (!checkRefundConfirmation(input.confirmation, input.purchaseId, admin.user.id))
      return failure(400, 'purchases/refund-not-confirmed')
    return refundPurchase(admin.user.id, input.purchaseId)
  },
})
