import { getFormatter, getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { auditActions } from '../audit'
import type { TAuditRow } from '../queries'
import type { TAuditFilter } from '../schemas'
import { withQuery } from '../search-params'

function show(value: unknown): string {
  if (value === null || value === undefined) return '–'
  if (Array.isArray(value)) return value.join(', ')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** "role: user → admin; locales: de, en" from an entry's before/after and other details. */
export function describeChanges(details: Record<string, unknown>): string {
  const before = (details.before ?? {}) as Record<string, unknown>
  const after = (details.after ?? {}) as Record<string, unknown>
  const parts: string[] = []
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    parts.push(
      key in before ? `${key}: ${show(before[key])} → ${show(after[key])}` : `${key}: ${show(after[key])}`,
    )
  }
  for (const [key, value] of Object.entries(details)) {
    if (key !== 'before' && key !== 'after') parts.push(`${key}: ${show(value)}`)
  }
  return parts.join('; ')
}

/** The audit log with its filter (action, admin, target), newest first, paged by time. */
export async function AuditLog({
  rows,
  hasMore,
  filter,
  query,
}: {
  rows: TAuditRow[]
  hasMore: boolean
  filter: TAuditFilter
  query: Record<string, string>
}) {
  const t = await getTranslations('adminArea.audit')
  const format = await getFormatter()
  const actionLabel = (action: string) =>
    (auditActions as readonly string[]).includes(action) ? t(`actions.${action.replace('.', '_')}`) : action
  const last = rows[rows.length - 1]
  return (
    <section aria-labelledby="audit-heading" className="mt-10">
      <h2 id="audit-heading" className="text-xl font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <form method="get" className="mt-3 flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('filterAction')}</span>
          <select
            name="action"
            defaultValue={filter.action ?? ''}
            className="rounded-md border border-slate-300 px-2 py-1.5"
          >
            <option value="">{t('allActions')}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('filterActor')}</span>
          <input
            name="actor"
            defaultValue={filter.actor ?? ''}
            className="rounded-md border border-slate-300 px-2 py-1.5"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('filterTarget')}</span>
          <input
            name="target"
            defaultValue={filter.target ?? ''}
            className="rounded-md border border-slate-300 px-2 py-1.5"
          />
        </label>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold">
          {t('filter')}
        </button>
      </form>
      {rows.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('empty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('when')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('who')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('what')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('target')}
                </th>
                <th scope="col" className="py-2">
                  {t('changes')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {format.dateTime(row.at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </td>
                  <td className="py-2 pr-4">
                    {row.actorEmail ?? (row.actorId ? t('unknownActor') : t('system'))}
                  </td>
                  <td className="py-2 pr-4">{actionLabel(row.action)}</td>
                  <td className="py-2 pr-4 font-mono text-xs break-all">
                    {row.targetType ? `${row.targetType} ` : ''}
                    {row.targetId}
                    {row.targetEmail ? (
                      <span className="block font-sans text-sm text-slate-900">{row.targetEmail}</span>
                    ) : null}
                  </td>
                  <td className="py-2 text-xs break-all">{describeChanges(row.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasMore && last ? (
        <p className="mt-3 text-sm">
          <Link
            href={{ pathname: '/admin', query: withQuery(query, { before: last.at.toISOString() }) }}
            className="underline"
          >
            {t('older')}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
