'use server'

import { revalidatePath } from 'next/cache'
import { failure, invalidInput, NOT_A_FORM, type TAdminFormState, withAdmin } from '@/modules/admin/public'
import { grantPurchase, refundPurchase } from './commands'
import { checkRefundConfirmation } from './refund-confirmation'
import { ZGrantPurchaseInput, ZRefundPurchaseInput } from './schemas'

function refreshPurchasePages() {
  revalidatePath('/[locale]/admin/purchases', 'page')
  revalidatePath('/[locale]/admin', 'page')
}

export async function grantPurchaseAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZGrantPurchaseInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    const result = await grantPurchase(admin.user.id, input.data)
    if (result.ok) refreshPurchasePages()
    return result
  })
}

export async function refundPurchaseAction(_previous: TAdminFormState<unknown>, form: FormData) {
  return withAdmin<unknown>(async (admin) => {
    if (!(form instanceof FormData)) return NOT_A_FORM
    const input = ZRefundPurchaseInput.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidInput(input.error)
    // Only the confirm page's form refunds (it names the purchase and amount first).
    if (!checkRefundConfirmation(input.data.confirmation, input.data.purchaseId, admin.user.id))
      return failure(400, 'purchases/refund-not-confirmed')
    const result = await refundPurchase(admin.user.id, input.data.purchaseId)
    if (result.ok) refreshPurchasePages()
    return result
  })
}
