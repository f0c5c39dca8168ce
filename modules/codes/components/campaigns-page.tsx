import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { requireAdminPage } from '@/modules/admin/public'
import { ActionForm } from '@/modules/ui/components/action-form'
import { DataTable } from '@/modules/ui/components/data-table'
import { Labelled } from '@/modules/ui/components/labelled'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { Section } from '@/modules/ui/components/section'
import { createCampaignAction } from '../actions'
import { listCampaigns } from '../queries'
import { MAX_CODES_PER_CAMPAIGN } from '../schemas'
import { CampaignControls } from './campaign-controls'
import { describeValidity } from './validity'

const input = 'rounded-md border border-slate-300 px-3 py-2'

/** `/admin/code-campaigns`: the campaigns, and a form to create one with its codes. */
export async function CampaignsPage({ locale }: { locale: TLocale }) {
  setRequestLocale(locale)
  await requireAdminPage(locale, '/admin/code-campaigns')
  const t = await getTranslations('adminCodes')
  const pages = await getTranslations('pages.adminCodeCampaigns')
  const format = await getFormatter()
  const campaigns = await listCampaigns()
  return (
    <>
      <PageIntro title={pages('title')} intro={pages('intro')} />
      <Section id="campaigns" title={t('campaigns')}>
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
                <CampaignControls campaign={campaign} className="flex flex-wrap items-start gap-3" />
              ),
            },
          ]}
        />
      </Section>
      <Section id="new-campaign" title={t('newCampaign')} className="mt-10 max-w-xl">
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
          <Labelled label={t('name')}>
            <input name="name" required maxLength={120} className={input} />
          </Labelled>
          <Labelled label={t('benefit')}>
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
          </Labelled>
          <div className="grid gap-4 sm:grid-cols-2">
            <Labelled label={t('codeCount')}>
              <input
                name="codeCount"
                type="number"
                required
                min={1}
                max={MAX_CODES_PER_CAMPAIGN}
                defaultValue={100}
                className={input}
              />
            </Labelled>
            <Labelled label={t('maxRedemptions')}>
              <input
                name="maxRedemptionsPerCode"
                type="number"
                required
                min={1}
                max={1_000_000}
                defaultValue={1}
                className={input}
              />
            </Labelled>
            <Labelled label={t('validFrom')}>
              <input name="validFrom" type="date" className={input} />
            </Labelled>
            <Labelled label={t('validUntil')}>
              <input name="validUntil" type="date" className={input} />
            </Labelled>
          </div>
        </ActionForm>
      </Section>
    </>
  )
}
