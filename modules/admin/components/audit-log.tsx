import { getFormatter, getTranslations } from 'next-intl/server'
import { isLocale, localeNames, type TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { auditActions } from '@/modules/audit/public'
import { DataTable } from '@/modules/ui/components/data-table'
import { FilterForm, SelectFilter, TextFilter } from '@/modules/ui/components/filter-form'
import { Section } from '@/modules/ui/components/section'
import type { TAuditRow } from '../queries'
import type { TAuditFilter } from '../schemas'
import { withQuery } from '../search-params'

type TChange = { key: string; before?: unknown; after: unknown; changed: boolean }

/** An entry's changes in order: before → after pairs first, then its other details. */
export function listChanges(details: Record<string, unknown>): TChange[] {
  const before = (details.before ?? {}) as Record<string, unknown>
  const after = { ...((details.after ?? {}) as Record<string, unknown>) }
  const rest = Object.fromEntries(
    Object.entries(details).filter(([key]) => key !== 'before' && key !== 'after'),
  )
  const changes: TChange[] = []
  // An amount in minor units and its currency read as one amount ("€29.99").
  for (const source of [after, rest]) {
    if (typeof source.amountMinor === 'number' || source.amountMinor === null) {
      source.amount = { minor: source.amountMinor, currency: source.currency ?? null }
      delete source.amountMinor
      delete source.currency
    }
  }
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    changes.push({ key, before: before[key], after: after[key], changed: key in before })
  }
  for (const [key, value] of Object.entries(rest)) changes.push({ key, after: value, changed: false })
  return changes
}

type TTarget =
  | { pathname: '/admin/user-roles'; query: { q: string } }
  | { pathname: '/admin/codes/[id]'; params: { id: string } }

/** Where an entry's target can be seen: the user in the user list, the campaign's codes. */
function targetHref(row: TAuditRow): TTarget | null {
  if (row.targetType === 'user' && row.targetId)
    return { pathname: '/admin/user-roles', query: { q: row.targetEmail ?? row.targetId } }
  if (row.targetType === 'code-campaign' && row.targetId)
    return { pathname: '/admin/codes/[id]', params: { id: row.targetId } }
  const campaignId = row.details.campaignId
  if (row.targetType === 'code' && typeof campaignId === 'string')
    return { pathname: '/admin/codes/[id]', params: { id: campaignId } }
  return null
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
  const fieldLabel = (key: string) => (t.has(`fields.${key}`) ? t(`fields.${key}` as 'fields.role') : key)
  const showValue = (key: string, value: unknown, action: string): string => {
    if (value === null || value === undefined || value === '') return t('values.none')
    if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no')
    if (key === 'role' && (value === 'user' || value === 'admin'))
      return t(value === 'user' ? 'values.roleUser' : 'values.roleAdmin')
    if (key === 'status' && typeof value === 'string') {
      const status = value === 'completed' && action.startsWith('broadcast.') ? 'broadcastCompleted' : value
      return t.has(`values.${status}`) ? t(`values.${status}` as 'values.draft') : value
    }
    if (key === 'amount' && typeof value === 'object') {
      const { minor, currency } = value as { minor: number | null; currency: string | null }
      return minor === null || !currency
        ? t('values.none')
        : format.number(minor / 100, { style: 'currency', currency })
    }
    if (
      (key === 'validFrom' || key === 'validUntil') &&
      typeof value === 'string' &&
      !Number.isNaN(Date.parse(value))
    )
      return format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' })
    if ((key === 'locale' || key === 'locales') && (typeof value === 'string' || Array.isArray(value)))
      return ([] as unknown[])
        .concat(value)
        .map((code) => (isLocale(String(code)) ? localeNames[String(code) as TLocale] : String(code)))
        .join(', ')
    if (typeof value === 'number') return format.number(value)
    if (Array.isArray(value)) return value.join(', ')
    return typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
  const actionLabel = (action: string) =>
    (auditActions as readonly string[]).includes(action) ? t(`actions.${action.replace('.', '_')}`) : action
  const last = rows[rows.length - 1]
  return (
    <Section id="audit" title={t('heading')} className="mt-10">
      <FilterForm submitLabel={t('filter')} className="mt-3">
        <SelectFilter
          label={t('filterAction')}
          name="action"
          defaultValue={filter.action}
          anyLabel={t('allActions')}
          options={auditActions.map((action) => ({ value: action, label: actionLabel(action) }))}
        />
        <TextFilter label={t('filterActor')} name="actor" type="text" defaultValue={filter.actor} />
        <TextFilter label={t('filterTarget')} name="target" type="text" defaultValue={filter.target} />
      </FilterForm>
      <DataTable
        labelledBy="audit-heading"
        className="mt-4"
        empty={t('empty')}
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          {
            header: t('when'),
            className: 'whitespace-nowrap',
            cell: (row) => format.dateTime(row.at, { dateStyle: 'medium', timeStyle: 'short' }),
          },
          {
            header: t('who'),
            cell: (row) => row.actorEmail ?? (row.actorId ? t('unknownActor') : t('system')),
          },
          { header: t('what'), cell: (row) => actionLabel(row.action) },
          {
            header: t('target'),
            className: 'font-mono text-xs break-all',
            cell: (row) => (
              <>
                {row.targetType ? `${row.targetType} ` : ''}
                {row.targetId}
                {row.targetEmail ? (
                  <span className="block font-sans text-sm text-slate-900">{row.targetEmail}</span>
                ) : null}
                <AuditTargetLink
                  row={row}
                  label={row.targetType === 'user' ? t('openUser') : t('openCampaign')}
                />
              </>
            ),
          },
          {
            header: t('changes'),
            cell: (row) => (
              <ul className="flex flex-col gap-0.5">
                {listChanges(row.details).map((change) => (
                  <li key={change.key}>
                    <span className="font-medium text-slate-700">{fieldLabel(change.key)}:</span>{' '}
                    {change.changed
                      ? `${showValue(change.key, change.before, row.action)} → ${showValue(change.key, change.after, row.action)}`
                      : showValue(change.key, change.after, row.action)}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
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
    </Section>
  )
}

function AuditTargetLink({ row, label }: { row: TAuditRow; label: string }) {
  const href = targetHref(row)
  if (!href) return null
  return (
    <Link href={href} className="mt-1 block font-sans text-sm underline">
      {label}
    </Link>
  )
}
