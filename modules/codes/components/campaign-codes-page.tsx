import { notFound } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { AdminForm } from '@/modules/admin/components/admin-form'
import { Pager } from '@/modules/admin/components/pager'
import { firstValues, requireAdminPage, withQuery } from '@/modules/admin/public'
import { PageIntro } from '@/modules/site/components/page-intro'
import { setCampaignEnabledAction, setCodeEnabledAction } from '../actions'
import { formatCode } from '../code-format'
import { CODES_PAGE_SIZE, getCampaign, listCampaignRedemptions, listCodes } from '../queries'
import { ZCampaignId, ZCodeListQuery } from '../schemas'
import { describeValidity } from './validity'

const input = 'rounded-md border border-slate-300 px-2 py-1.5'

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
        <div className="mt-4 flex flex-wrap items-start gap-4">
          <a href={`/api/admin/codes/${campaign.id}/export`} className="py-2 underline" download>
            {t('export')}
          </a>
          <AdminForm
            action={setCampaignEnabledAction}
            submitLabel={campaign.enabled ? t('disableCampaign') : t('enableCampaign')}
            pendingLabel={common('working')}
            variant="secondary"
            className="flex flex-col gap-1"
          >
            <input type="hidden" name="campaignId" value={campaign.id} />
            <input type="hidden" name="enabled" value={campaign.enabled ? 'false' : 'true'} />
          </AdminForm>
        </div>
      </PageIntro>

      <section aria-labelledby="codes-heading">
        <h2 id="codes-heading" className="text-xl font-semibold text-slate-900">
          {t('codes')}
        </h2>
        <form method="get" className="mt-3 flex flex-wrap items-end gap-3 text-sm">
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('search')}</span>
            <input
              type="search"
              name="q"
              defaultValue={list.q}
              maxLength={40}
              className={`${input} font-mono`}
            />
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('status')}</span>
            <select name="status" defaultValue={list.status} className={input}>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`codeStatus.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold">
            {t('searchButton')}
          </button>
        </form>
        <p className="mt-3 text-sm text-slate-700" role="status">
          {t('results', { total: codes.total })}
        </p>
        {codes.rows.length > 0 ? (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    {t('code')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('status')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('redemptions')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('lastRedeemed')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {codes.rows.map((code) => (
                  <tr key={code.id} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-4 font-mono font-medium">
                      {formatCode(code.code)}
                    </th>
                    <td className="py-2 pr-4">{t(`codeStatus.${code.status}`)}</td>
                    <td className="py-2 pr-4">
                      {code.redemptionCount} / {campaign.maxRedemptionsPerCode}
                    </td>
                    <td className="py-2 pr-4">
                      {code.lastRedeemedAt
                        ? format.dateTime(code.lastRedeemedAt, { dateStyle: 'medium', timeStyle: 'short' })
                        : t('never')}
                    </td>
                    <td className="py-2">
                      <AdminForm
                        action={setCodeEnabledAction}
                        submitLabel={code.enabled ? t('disableCode') : t('enableCode')}
                        pendingLabel={common('working')}
                        variant="secondary"
                        className="flex flex-col gap-1"
                      >
                        <input type="hidden" name="codeId" value={code.id} />
                        <input type="hidden" name="enabled" value={code.enabled ? 'false' : 'true'} />
                      </AdminForm>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <Pager
          page={list.page}
          pageSize={CODES_PAGE_SIZE}
          total={codes.total}
          hrefFor={(page) => ({
            pathname: '/admin/codes/[id]',
            params: { id: campaign.id },
            query: withQuery(query, { page: page === 1 ? undefined : page }),
          })}
        />
      </section>

      <section aria-labelledby="redemptions-heading" className="mt-10">
        <h2 id="redemptions-heading" className="text-xl font-semibold text-slate-900">
          {t('recentRedemptions')}
        </h2>
        {redemptions.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('noRedemptions')}</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('redeemedAt')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('code')}
                </th>
                <th scope="col" className="py-2">
                  {t('redeemedBy')}
                </th>
              </tr>
            </thead>
            <tbody>
              {redemptions.map((redemption) => (
                <tr key={redemption.id} className="border-b border-slate-100">
                  <td className="py-2 pr-4">
                    {format.dateTime(redemption.redeemedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </td>
                  <td className="py-2 pr-4 font-mono">{formatCode(redemption.code)}</td>
                  <td className="py-2">{redemption.userEmail ?? t('erasedUser')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  )
}
