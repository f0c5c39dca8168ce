import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { AdminForm } from '@/modules/admin/components/admin-form'
import { requireAdminPage } from '@/modules/admin/public'
import { PageIntro } from '@/modules/site/components/page-intro'
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
        {campaigns.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('noCampaigns')}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    {t('name')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('benefit')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('codes')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('redemptions')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('validity')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('status')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {campaigns.map((campaign) => (
                  <tr key={campaign.id} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      <Link
                        href={{ pathname: '/admin/codes/[id]', params: { id: campaign.id } }}
                        className="underline"
                      >
                        {campaign.name}
                      </Link>
                    </th>
                    <td className="py-2 pr-4 font-mono text-xs">{campaign.benefit}</td>
                    <td className="py-2 pr-4">{format.number(campaign.codeCount)}</td>
                    <td className="py-2 pr-4">
                      {t('redemptionsOf', {
                        redemptions: campaign.redemptions,
                        max: campaign.codeCount * campaign.maxRedemptionsPerCode,
                      })}
                    </td>
                    <td className="py-2 pr-4">
                      {describeValidity(t, format, campaign.validFrom, campaign.validUntil)}
                    </td>
                    <td className="py-2 pr-4">{campaign.enabled ? t('enabled') : t('disabled')}</td>
                    <td className="py-2">
                      <div className="flex flex-wrap items-start gap-3">
                        {/* A download, not a page: a plain link to the route handler. */}
                        <a
                          href={`/api/admin/codes/${campaign.id}/export`}
                          className="py-2 underline"
                          download
                        >
                          {t('export')}
                        </a>
                        <AdminForm
                          action={setCampaignEnabledAction}
                          submitLabel={campaign.enabled ? t('disable') : t('enable')}
                          pendingLabel={common('working')}
                          variant="secondary"
                          className="flex flex-col gap-1"
                        >
                          <input type="hidden" name="campaignId" value={campaign.id} />
                          <input type="hidden" name="enabled" value={campaign.enabled ? 'false' : 'true'} />
                        </AdminForm>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="new-campaign-heading" className="mt-10 max-w-xl">
        <h2 id="new-campaign-heading" className="text-xl font-semibold text-slate-900">
          {t('newCampaign')}
        </h2>
        <AdminForm
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
        </AdminForm>
      </section>
    </>
  )
}
