import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkRefundConfirmation, createRefundConfirmation } from './refund-confirmation'

describe('refund confirmation token', () => {
  const purchaseId = randomUUID()
  const adminId = 'admin-1'
  const now = new Date('2026-03-01T12:00:00Z')
  const token = createRefundConfirmation(purchaseId, adminId, now)

  it('confirms the purchase it was made for, for its admin, for half an hour', () => {
    expect(checkRefundConfirmation(token, purchaseId, adminId, now)).toBe(true)
    expect(checkRefundConfirmation(token, purchaseId, adminId, new Date(now.getTime() + 29 * 60_000))).toBe(
      true,
    )
    expect(checkRefundConfirmation(token, purchaseId, adminId, new Date(now.getTime() + 31 * 60_000))).toBe(
      false,
    )
  })

  it('refuses a missing, forged or borrowed token', () => {
    expect(checkRefundConfirmation(undefined, purchaseId, adminId, now)).toBe(false)
    expect(checkRefundConfirmation('', purchaseId, adminId, now)).toBe(false)
    expect(checkRefundConfirmation(token, randomUUID(), adminId, now)).toBe(false)
    expect(checkRefundConfirmation(token, purchaseId, 'admin-2', now)).toBe(false)
    const [expires] = token.split('.')
    expect(checkRefundConfirmation(`${expires}.${'A'.repeat(43)}`, purchaseId, adminId, now)).toBe(false)
    // A later expiry with the old signature does not extend it.
    expect(
      checkRefundConfirmation(`${Number(expires) + 1}.${token.split('.')[1]}`, purchaseId, adminId, now),
    ).toBe(false)
  })
})
