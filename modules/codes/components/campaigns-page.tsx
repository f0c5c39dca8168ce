import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { requireAdminPage } from '@/modules/admin/public'
import { PageIntro } from '@/modules/site/components/page-intro'
import { ActionForm } from '@/modules/ui/components/action-form'
import { DataTable } from '@/modules/ui/components/data-table'
import { ToggleForm } from '@/modules/ui/components/toggle-form'
import { createCampaignAction, setCampaignEnabledAction } from '../actions'
import { listCampaigns } from '../queries'
import { MAX_CODES_PER_CAMPAIGN } from '../schemas'
import { describeValidity } from './validity'

const input = 'rounded-md border border-slate-300 px-3 py-2'

/** `/admin/code-campaigns`: the campaigns, and a form to create one with its codes. */
export async function CampaignsPage({ locale }: { locale: TLocale }) {
  setRequestLocale(locale)
  await requireAdminPage(locale, '/admin/code-campaigns')
  const t = await getTranslations('adminCodes')
  const common = await getTranslations('adminArea.common')
  const pages = await getTranslations('pages.adminCodeCampaigns')
  const format = await getFormatter()
  const campaigns = await listCampaigns()
  return (
    <>
      <PageIntro title={pages('title')} intro={pages('intro')} />
      <section aria-labelledby="campaigns-heading">
        <h2 id="campaigns-heading" className="text-xl font-semibold text-slate-900">
          {t('campaigns')}
        </h2>
        <DataTable
          labelledBy="campaigns-heading"
          empty={t('noCampaigns')}
          rows={campaigns}
          rowKey={(campaign) => campaign.id}
          columns={[
            {
              header: t('name'),
              rowHeader: true,
              cell: (campaign) => (
                <Link
                  href={{ pathname: '/admin/codes/[id]', params: { id: campaign.id } }}
                  className="underline"
                >
                  {campaign.name}
                </Link>
              ),
            },
            { header: t('benefit'), className: 'font-mono text-xs', cell: (campaign) => campaign.benefit },
            { header: t('codes'), cell: (campaign) => format.number(campaign.codeCount) },
            {
              header: t('redemptions'),
              cell: (campaign) =>
                t('redemptionsOf', {
                  redemptions: campaign.redemptions,
                  max: campaign.codeCount * campaign.maxRedemptionsPerCode,
                }),
            },
            {
              header: t('validity'),
              cell: (campaign) => describeValidity(t, format, campaign.validFrom, campaign.validUntil),
            },
            { header: t('status'), cell: (campaign) => (campaign.enabled ? t('enabled') : t('disabled')) },
            {
              header: t('actions'),
              cell: (campaign) => (
                <div className="flex flex-wrap items-start gap-3">
                  {/* A download, not a page: a plain link to the route handler. */}
                  <a href={`/api/admin/codes/${campaign.id}/export`} className="py-2 underline" download>
                    {t('export')}
                  </a>
                  <ToggleForm
                    action={setCampaignEnabledAction}
                    fields={{ campaignId: campaign.id, enabled: campaign.enabled ? 'false' : 'true' }}
                    label={campaign.enabled ? t('disable') : t('enable')}
                    pendingLabel={common('working')}
                  />
                </div>
              ),
            },
          ]}
        />
      </section>
      <section aria-labelledby="new-campaign-heading" className="mt-10 max-w-xl">
        <h2 id="new-campaign-heading" className="text-xl font-semibold text-slate-900">
          {t('newCampaign')}
        </h2>
        <ActionForm
          action={createCampaignAction}
          submitLabel={t('create')}
          pendingLabel={t('creating')}
          fieldLabels={{
            name: t('name'),
            benefit: t('benefit'),
            codeCount: t('codeCount'),
            maxRedemptionsPerCode: t('maxRedemptions'),
            validFrom: t('validFrom'),
            validUntil: t('validUntil'),
          }}
          className="mt-3 flex flex-col gap-4"
        >
          <input type="hidden" name="locale" value={locale} />
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('name')}</span>
            <input name="name" required maxLength={120} className={input} />
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('benefit')}</span>
            <input
              name="benefit"
              required
              maxLength={64}
              pattern="[a-z0-9][a-z0-9._\-]*"
              aria-describedby="benefit-hint"
              className={`${input} font-mono`}
            />
            <span id="benefit-hint" className="text-sm text-slate-600">
              {t('benefitHint')}
            </span>
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t('codeCount')}</span>
              <input
                name="codeCount"
                type="number"
                required
                min={1}
                max={MAX_CODES_PER_CAMPAIGN}
                defaultValue={100}
                className={input}
              />
            </label>
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t('maxRedemptions')}</span>
              <input
                name="maxRedemptionsPerCode"
                type="number"
                required
                min={1}
                max={1_000_000}
                defaultValue={1}
                className={input}
              />
            </label>
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t('validFrom')}</span>
              <input name="validFrom" type="date" className={input} />
            </label>
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t('validUntil')}</span>
              <input name="validUntil" type="date" className={input} />
            </label>
          </div>
        </ActionForm>
      </section>
    </>
  )
}
