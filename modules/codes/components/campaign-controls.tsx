import { getTranslations } from 'next-intl/server'
import { ToggleForm } from '@/modules/ui/components/toggle-form'
import { setCampaignEnabledAction } from '../actions'

/**
 * A campaign's CSV download and its enable/disable button, in the campaign list and on the
 * campaign's page (`long`: “Disable campaign” where the page also lists codes).
 */
export async function CampaignControls({
  campaign,
  long = false,
  className,
}: {
  campaign: { id: string; enabled: boolean }
  long?: boolean
  className: string
}) {
  const t = await getTranslations('adminCodes')
  const common = await getTranslations('adminArea.common')
  const label = campaign.enabled
    ? t(long ? 'disableCampaign' : 'disable')
    : t(long ? 'enableCampaign' : 'enable')
  return (
    <div className={className}>
      {/* A download, not a page: a plain link to the route handler. */}
      <a href={`/api/admin/codes/${campaign.id}/export`} className="py-2 underline" download>
        {t('export')}
      </a>
      <ToggleForm
        action={setCampaignEnabledAction}
        fields={{ campaignId: campaign.id, enabled: campaign.enabled ? 'false' : 'true' }}
        label={label}
        pendingLabel={common('working')}
      />
    </div>
  )
}
