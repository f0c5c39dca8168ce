import 'server-only'
import { authorizeAdminRequest, csvResponse, toCsvRow } from '@/modules/admin/public'
import { iteratePurchases } from './queries'
import { ZPurchaseFilter } from './schemas'

/** GET /api/admin/purchases/export?<filters of /admin/purchases>: matching purchases as CSV. */
export async function handlePurchasesExport(request: Request): Promise<Response> {
  const { response } = await authorizeAdminRequest(request)
  if (response) return response
  const filter = ZPurchaseFilter.parse(Object.fromEntries(new URL(request.url).searchParams))
  async function* rows() {
    for await (const page of iteratePurchases(filter)) {
      yield page
        .map((row) =>
          toCsvRow([
            row.purchasedAt.toISOString(),
            row.id,
            row.userId ?? '',
            row.userEmail ?? '',
            row.product,
            row.store,
            row.storeTransactionId,
            row.status,
            row.amountMinor === null ? '' : (row.amountMinor / 100).toFixed(2),
            row.currency ?? '',
            row.refundedAt?.toISOString() ?? '',
            row.source,
          ]),
        )
        .join('')
    }
  }
  return csvResponse(
    'purchases.csv',
    [
      'purchased_at',
      'id',
      'user_id',
      'user_email',
      'product',
      'store',
      'store_transaction_id',
      'status',
      'amount',
      'currency',
      'refunded_at',
      'source',
    ],
    rows(),
  )
}
