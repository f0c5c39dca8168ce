import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { z } from 'zod'
import { purchaseStatuses, purchaseStores } from '@/db/schema/purchases'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { firstValues, requireAdminPage, withQuery } from '@/modules/admin/public'
import { ActionForm } from '@/modules/ui/components/action-form'
import { DataTable } from '@/modules/ui/components/data-table'
import { FilterForm, filterInputClass, SelectFilter, TextFilter } from '@/modules/ui/components/filter-form'
import { Labelled } from '@/modules/ui/components/labelled'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { Pager } from '@/modules/ui/components/pager'
import { Section } from '@/modules/ui/components/section'
import { grantPurchaseAction, refundPurchaseAction } from '../actions'
import { getPurchase, listPurchases, PURCHASES_PAGE_SIZE, type TPurchaseRow } from '../queries'
import { createRefundConfirmation } from '../refund-confirmation'
import { ZPurchaseFilter } from '../schemas'

/** `/admin/purchases`: filter, totals per currency, CSV, manual grant and refund. */
export async function PurchasesPage({
  locale,
  searchParams,
}: {
  locale: TLocale
  searchParams: Record<string, string | string[] | undefined>
}) {
  setRequestLocale(locale)
  const admin = await requireAdminPage(locale, '/admin/purchases')
  const t = await getTranslations('adminPurchases')
  const common = await getTranslations('adminArea.common')
  const pages = await getTranslations('pages.adminPurchases')
  const format = await getFormatter()
  const query = firstValues(searchParams)
  const filter = ZPurchaseFilter.parse(query)
  const { rows, total, totals } = await listPurchases(filter)
  // ?refund=<id>: the confirm step of a refund (a page of its own, so it works without JavaScript).
  const refundId = z.uuid().safeParse(query.refund)
  const refunding = refundId.success ? await getPurchase(refundId.data) : null
  const money = (minor: number | null, currency: string | null) =>
    minor === null || currency === null
      ? t('free')
      : format.number(minor / 100, { style: 'currency', currency })
  const exportQuery = new URLSearchParams(withQuery(query, { page: undefined })).toString()
  return (
    <>
      <PageIntro title={pages('title')} intro={pages('intro')} />
      {refundId.success ? (
        <RefundConfirmation
          purchase={refunding}
          confirmation={createRefundConfirmation(refundId.data, admin.user.id)}
          texts={{
            heading: t('refundConfirmHeading'),
            text: refunding
              ? t('refundConfirmText', {
                  product: refunding.product,
                  user: refunding.userEmail ?? refunding.userId ?? t('noUser'),
                  date: format.dateTime(refunding.purchasedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  amount: money(refunding.amountMinor, refunding.currency),
                })
              : '',
            submit: refunding
              ? t('refundConfirmSubmit', { amount: money(refunding.amountMinor, refunding.currency) })
              : '',
            unavailable: t('refundUnavailable'),
            cancel: t('refundCancel'),
            working: common('working'),
            done: t('refunded'),
          }}
          cancelHref={{ pathname: '/admin/purchases', query: withQuery(query, { refund: undefined }) }}
        />
      ) : null}
      <FilterForm
        label={t('filters')}
        submitLabel={t('apply')}
        after={
          <a
            href={`/api/admin/purchases/export${exportQuery ? `?${exportQuery}` : ''}`}
            className="py-1.5 underline"
            download
          >
            {t('exportCsv')}
          </a>
        }
      >
        <TextFilter label={t('user')} name="user" defaultValue={filter.user} maxLength={200} />
        <TextFilter
          label={t('product')}
          name="product"
          type="text"
          defaultValue={filter.product}
          maxLength={64}
          className="font-mono"
        />
        <SelectFilter
          label={t('store')}
          name="store"
          defaultValue={filter.store}
          anyLabel={t('any')}
          options={purchaseStores.map((store) => ({ value: store, label: t(`stores.${store}`) }))}
        />
        <SelectFilter
          label={t('status')}
          name="status"
          defaultValue={filter.status}
          anyLabel={t('any')}
          options={purchaseStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <TextFilter label={t('from')} name="from" type="date" defaultValue={filter.from} />
        <TextFilter label={t('to')} name="to" type="date" defaultValue={filter.to} />
      </FilterForm>

      <Section id="totals" title={t('totals')} className="mt-6">
        {totals.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('noTotals')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {totals.map((line) => (
              <li key={line.currency}>
                {t('totalsLine', {
                  currency: line.currency,
                  completed: money(line.completedMinor, line.currency),
                  completedCount: line.completedCount,
                  refunded: money(line.refundedMinor, line.currency),
                  refundedCount: line.refundedCount,
                })}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="list" title={t('list')} className="mt-8">
        <p className="mt-2 text-sm text-slate-700" role="status">
          {t('results', { total })}
        </p>
        <DataTable
          labelledBy="list-heading"
          className="mt-2"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              header: t('date'),
              className: 'whitespace-nowrap',
              cell: (row) => format.dateTime(row.purchasedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            },
            { header: t('user'), cell: (row) => row.userEmail ?? (row.userId ? row.userId : t('noUser')) },
            { header: t('product'), className: 'font-mono text-xs', cell: (row) => row.product },
            {
              header: t('store'),
              cell: (row) => (
                <>
                  {t(`stores.${row.store}`)}
                  <br />
                  <span className="font-mono text-xs text-slate-600 break-all">{row.storeTransactionId}</span>
                </>
              ),
            },
            {
              header: t('amount'),
              className: 'whitespace-nowrap',
              cell: (row) => money(row.amountMinor, row.currency),
            },
            {
              header: t('status'),
              cell: (row) => (
                <>
                  {t(`statuses.${row.status}`)}
                  {row.refundedAt ? (
                    <span className="block text-xs text-slate-600">
                      {format.dateTime(row.refundedAt, { dateStyle: 'medium' })}
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              header: t('actions'),
              cell: (row) =>
                row.status === 'completed' ? (
                  <Link
                    href={{
                      pathname: '/admin/purchases',
                      query: withQuery(query, { refund: row.id }),
                      hash: 'refund-heading',
                    }}
                    className="inline-block rounded-md border border-slate-300 bg-white px-3 py-2 font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50"
                  >
                    {t('refund')}
                  </Link>
                ) : null,
            },
          ]}
        />
        <Pager
          page={filter.page}
          pageSize={PURCHASES_PAGE_SIZE}
          total={total}
          query={query}
          hrefFor={(pageQuery) => ({ pathname: '/admin/purchases', query: pageQuery })}
        />
      </Section>

      <Section id="grant" title={t('grantHeading')} className="mt-10 max-w-xl">
        <p className="mt-1 text-slate-700">{t('grantIntro')}</p>
        <ActionForm
          action={grantPurchaseAction}
          submitLabel={t('grantSubmit')}
          pendingLabel={common('working')}
          successText={t('granted')}
          fieldLabels={{
            email: t('grantEmail'),
            product: t('product'),
            amount: t('grantAmount'),
            currency: t('grantCurrency'),
          }}
          className="mt-3 flex flex-col gap-4"
        >
          <Labelled label={t('grantEmail')}>
            <input name="email" type="email" required maxLength={254} className={filterInputClass} />
          </Labelled>
          <Labelled label={t('product')}>
            <input
              name="product"
              required
              maxLength={64}
              pattern="[a-z0-9][a-z0-9._\-]*"
              className={`${filterInputClass} font-mono`}
            />
          </Labelled>
          <div className="grid gap-4 sm:grid-cols-2">
            <Labelled label={t('grantAmount')}>
              <input
                name="amount"
                inputMode="decimal"
                placeholder="4.99"
                maxLength={13}
                className={filterInputClass}
              />
            </Labelled>
            <Labelled label={t('grantCurrency')}>
              <input
                name="currency"
                maxLength={3}
                placeholder="EUR"
                className={`${filterInputClass} uppercase`}
              />
            </Labelled>
          </div>
        </ActionForm>
      </Section>
    </>
  )
}

/** The refund's confirm step: names the purchase and amount; only its form refunds. */
function RefundConfirmation({
  purchase,
  confirmation,
  texts,
  cancelHref,
}: {
  purchase: TPurchaseRow | null
  confirmation: string
  texts: Record<'heading' | 'text' | 'submit' | 'unavailable' | 'cancel' | 'working' | 'done', string>
  cancelHref: { pathname: '/admin/purchases'; query: Record<string, string> }
}) {
  return (
    <section
      aria-labelledby="refund-heading"
      className="mt-6 max-w-2xl rounded-lg border border-red-200 bg-red-50 p-4 text-sm"
    >
      <h2 id="refund-heading" className="text-lg font-semibold text-slate-900">
        {texts.heading}
      </h2>
      {purchase && purchase.status === 'completed' ? (
        <>
          <p className="mt-2 text-slate-800">{texts.text}</p>
          <ActionForm
            action={refundPurchaseAction}
            submitLabel={texts.submit}
            pendingLabel={texts.working}
            successText={texts.done}
            variant="danger"
            className="mt-3 flex flex-col gap-2"
          >
            <input type="hidden" name="purchaseId" value={purchase.id} />
            <input type="hidden" name="confirmation" value={confirmation} />
          </ActionForm>
        </>
      ) : purchase?.status === 'refunded' ? (
        <p role="status" className="mt-2 font-semibold text-slate-900">
          {texts.done}
        </p>
      ) : (
        <p className="mt-2 text-slate-800">{texts.unavailable}</p>
      )}
      <p className="mt-3">
        <Link href={cancelHref} className="underline">
          {texts.cancel}
        </Link>
      </p>
    </section>
  )
}
