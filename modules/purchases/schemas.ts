import { z } from 'zod'
import { purchaseStatuses, purchaseStores } from '@/db/schema/purchases'

const ZProduct = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'lower-case letters, digits, dot, dash, underscore')
const ZCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'ISO 4217 code')

/**
 * A store notification (`POST /api/purchases/webhook`), signed with PURCHASES_WEBHOOK_SECRET.
 * `transactionId` is the store's id of the transaction: the same id twice is the same purchase.
 * `userId` is the account the app passed to the store (e.g. Apple's appAccountToken), if any.
 */
export const ZPurchaseNotification = z.object({
  type: z.enum(['purchase', 'refund']),
  store: z.enum(purchaseStores).exclude(['manual']),
  transactionId: z.string().trim().min(1).max(200),
  product: ZProduct,
  userId: z.string().trim().min(1).max(100).optional(),
  amountMinor: z.number().int().min(0).max(100_000_000),
  currency: ZCurrency,
  occurredAt: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
})
export type TPurchaseNotification = z.infer<typeof ZPurchaseNotification>

/** /admin/purchases → grant: a purchase recorded by hand (a gift, a support case). */
export const ZGrantPurchaseInput = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email()),
    product: ZProduct,
    amount: z
      .string()
      .trim()
      .regex(/^(\d{1,9})([.,]\d{1,2})?$/, 'a price like 4.99')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    currency: ZCurrency.optional().or(z.literal('').transform(() => undefined)),
  })
  .refine((input) => (input.amount === undefined) === (input.currency === undefined), {
    path: ['currency'],
    message: 'price and currency go together',
  })
export type TGrantPurchaseInput = z.infer<typeof ZGrantPurchaseInput>

/** The refund form of the confirm page: the purchase and the page's confirmation token. */
export const ZRefundPurchaseInput = z.object({
  purchaseId: z.uuid(),
  confirmation: z.string().max(200).optional(),
})

/** Filters of /admin/purchases (from the URL). */
export const ZPurchaseFilter = z.object({
  user: z.string().trim().max(200).catch(''),
  product: z.string().trim().max(64).catch(''),
  store: z.enum(purchaseStores).optional().catch(undefined),
  status: z.enum(purchaseStatuses).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type TPurchaseFilter = z.infer<typeof ZPurchaseFilter>

/** "4.99" → 499, "12" → 1200, "3,5" → 350 (two-decimal currencies; enough for the stores we take). */
export function parseAmountMinor(amount: string): number {
  const [whole, fraction = ''] = amount.replace(',', '.').split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
