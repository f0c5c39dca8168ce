import { notFound } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { firstValues, requireAdminPage } from '@/modules/admin/public'
import { DataTable } from '@/modules/ui/components/data-table'
import { FilterForm, SelectFilter, TextFilter } from '@/modules/ui/components/filter-form'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { Pager } from '@/modules/ui/components/pager'
import { Section } from '@/modules/ui/components/section'
import { ToggleForm } from '@/modules/ui/components/toggle-form'
import { setCodeEnabledAction } from '../actions'
import { formatCode } from '../code-format'
import { CODES_PAGE_SIZE, getCampaign, listCampaignRedemptions, listCodes } from '../queries'
import { ZCampaignId, ZCodeListQuery } from '../schemas'
import { CampaignControls } from './campaign-controls'
import { describeValidity } from './validity'

/** `/admin/codes/{id}`: one campaign's codes with status and redemptions; an unknown id is a 404. */
export async function CampaignCodesPage({
  locale,
  id,
  searchParams,
}: {
  locale: TLocale
  id: string
  searchParams: Record<string, string | string[] | undefined>
}) {
  setRequestLocale(locale)
  await requireAdminPage(locale, { pathname: '/admin/codes/[id]', params: { id } })
  const campaignId = ZCampaignId.safeParse(id)
  const campaign = campaignId.success ? await getCampaign(campaignId.data) : null
  if (!campaign) notFound()
  const t = await getTranslations('adminCodes')
  const common = await getTranslations('adminArea.common')
  const format = await getFormatter()
  const query = firstValues(searchParams)
  const list = ZCodeListQuery.parse(query)
  const [codes, redemptions] = await Promise.all([
    listCodes(campaign, list),
    listCampaignRedemptions(campaign.id),
  ])
  const statuses = ['all', 'unused', 'redeemed', 'used-up', 'disabled'] as const
  return (
    <>
      <p className="mb-4 text-sm">
        <Link href="/admin/code-campaigns" className="underline">
          ← {t('back')}
        </Link>
      </p>
      <PageIntro
        title={t('campaignHeading', { name: campaign.name })}
        intro={t('summary', {
          codes: campaign.codeCount,
          max: campaign.maxRedemptionsPerCode,
          redemptions: campaign.redemptions,
        })}
      >
        <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('benefit')}</dt>
          <dd className="font-mono">{campaign.benefit}</dd>
          <dt className="text-slate-600">{t('validity')}</dt>
          <dd>{describeValidity(t, format, campaign.validFrom, campaign.validUntil)}</dd>
          <dt className="text-slate-600">{t('status')}</dt>
          <dd>{campaign.enabled ? t('enabled') : t('disabled')}</dd>
        </dl>
        <CampaignControls campaign={campaign} long className="mt-4 flex flex-wrap items-start gap-4" />
      </PageIntro>

      <Section id="codes" title={t('codes')}>
        <FilterForm submitLabel={t('searchButton')} className="mt-3">
          <TextFilter
            label={t('search')}
            name="q"
            defaultValue={list.q}
            maxLength={40}
            className="font-mono"
          />
          <SelectFilter
            label={t('status')}
            name="status"
            defaultValue={list.status}
            options={statuses.map((status) => ({ value: status, label: t(`codeStatus.${status}`) }))}
          />
        </FilterForm>
        <p className="mt-3 text-sm text-slate-700" role="status">
          {t('results', { total: codes.total })}
        </p>
        <DataTable
          labelledBy="codes-heading"
          className="mt-2"
          rows={codes.rows}
          rowKey={(code) => code.id}
          columns={[
            {
              header: t('code'),
              rowHeader: true,
              className: 'font-mono font-medium',
              cell: (code) => formatCode(code.code),
            },
            { header: t('status'), cell: (code) => t(`codeStatus.${code.status}`) },
            {
              header: t('redemptions'),
              cell: (code) => `${code.redemptionCount} / ${campaign.maxRedemptionsPerCode}`,
            },
            {
              header: t('lastRedeemed'),
              cell: (code) =>
                code.lastRedeemedAt
                  ? format.dateTime(code.lastRedeemedAt, { dateStyle: 'medium', timeStyle: 'short' })
                  : t('never'),
            },
            {
              header: t('actions'),
              cell: (code) => (
                <ToggleForm
                  action={setCodeEnabledAction}
                  fields={{ codeId: code.id, enabled: code.enabled ? 'false' : 'true' }}
                  label={code.enabled ? t('disableCode') : t('enableCode')}
                  pendingLabel={common('working')}
                />
              ),
            },
          ]}
        />
        <Pager
          page={list.page}
          pageSize={CODES_PAGE_SIZE}
          total={codes.total}
          query={query}
          hrefFor={(pageQuery) => ({
            pathname: '/admin/codes/[id]',
            params: { id: campaign.id },
            query: pageQuery,
          })}
        />
      </Section>

      <Section id="redemptions" title={t('recentRedemptions')} className="mt-10">
        <DataTable
          labelledBy="redemptions-heading"
          empty={t('noRedemptions')}
          rows={redemptions}
          rowKey={(redemption) => redemption.id}
          columns={[
            {
              header: t('redeemedAt'),
              cell: (redemption) =>
                format.dateTime(redemption.redeemedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            },
            { header: t('code'), className: 'font-mono', cell: (redemption) => formatCode(redemption.code) },
            { header: t('redeemedBy'), cell: (redemption) => redemption.userEmail ?? t('erasedUser') },
          ]}
        />
      </Section>
    </>
  )
}
