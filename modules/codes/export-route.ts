import 'server-only'
import { failureResponse } from '@/lib/route'
import { authorizeAdminRequest, csvResponse, toCsvRow } from '@/modules/admin/public'
import { formatCode } from './code-format'
import { getCampaign, iterateCampaignCodes } from './queries'
import { ZCampaignId } from './schemas'

/** GET /api/admin/codes/{campaignId}/export: every code of the campaign as CSV (admins only). */
export async function handleCodesExport(request: Request, rawId: string): Promise<Response> {
  const { response } = await authorizeAdminRequest(request)
  if (response) return response
  const id = ZCampaignId.safeParse(rawId)
  const campaign = id.success ? await getCampaign(id.data) : null
  if (!campaign) return failureResponse(request, 'codes/campaign-not-found')
  const max = campaign.maxRedemptionsPerCode
  async function* rows() {
    for await (const page of iterateCampaignCodes(campaign!.id)) {
      yield page
        .map((code) => {
          const status = !code.enabled
            ? 'disabled'
            : code.redemptionCount >= max
              ? 'used-up'
              : code.redemptionCount > 0
                ? 'redeemed'
                : 'unused'
          return toCsvRow([
            formatCode(code.code),
            status,
            code.redemptionCount,
            max,
            campaign!.benefit,
            campaign!.validFrom?.toISOString() ?? '',
            campaign!.validUntil?.toISOString() ?? '',
          ])
        })
        .join('')
    }
  }
  const slug =
    campaign.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'campaign'
  return csvResponse(
    `codes-${slug}.csv`,
    ['code', 'status', 'redemptions', 'max_redemptions', 'benefit', 'valid_from', 'valid_until'],
    rows(),
  )
}
