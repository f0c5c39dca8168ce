import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { ActionForm } from '@/modules/ui/components/action-form'
import { DataTable } from '@/modules/ui/components/data-table'
import { FilterForm, filterInputClass, SelectFilter, TextFilter } from '@/modules/ui/components/filter-form'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { Pager } from '@/modules/ui/components/pager'
import { ToggleForm } from '@/modules/ui/components/toggle-form'
import { banUserAction, removeSecondFactorAction, setUserAdminAction, unbanUserAction } from '../actions'
import { requireAdminPage } from '../guard'
import { searchUsers } from '../queries'
import { ZUserSearch } from '../schemas'
import { firstValues } from '../search-params'

/** `/admin/user-roles`: search users, grant or revoke admin rights, ban and unban. */
export async function UserRolesPage({
  locale,
  searchParams,
}: {
  locale: TLocale
  searchParams: Record<string, string | string[] | undefined>
}) {
  setRequestLocale(locale)
  const admin = await requireAdminPage(locale, '/admin/user-roles')
  const t = await getTranslations('adminArea.users')
  const common = await getTranslations('adminArea.common')
  const pages = await getTranslations('pages.adminUserRoles')
  const secondFactor = await getTranslations('secondFactor.admin')
  const format = await getFormatter()
  const query = firstValues(searchParams)
  const search = ZUserSearch.parse(query)
  const { rows, total } = await searchUsers(search)
  const methodName = (method: string) =>
    ['credential', 'google', 'apple', 'oidc'].includes(method) ? t(`methodNames.${method}`) : method
  return (
    <>
      <PageIntro title={pages('title')} intro={pages('intro')} />
      <FilterForm submitLabel={t('searchButton')}>
        <TextFilter label={t('search')} name="q" defaultValue={search.q} maxLength={200} className="w-72" />
        <SelectFilter
          label={t('show')}
          name="role"
          defaultValue={search.role}
          options={[
            { value: 'all', label: t('showAll') },
            { value: 'admin', label: t('showAdmins') },
            { value: 'banned', label: t('showBanned') },
          ]}
        />
      </FilterForm>
      <p className="mt-4 text-sm text-slate-700" role="status">
        {t('results', { total })}
      </p>
      <DataTable
        caption={pages('title')}
        className="mt-2"
        stacked
        rows={rows}
        rowKey={(user) => user.id}
        columns={[
          {
            header: t('user'),
            rowHeader: true,
            className: 'font-normal',
            cell: (user) => (
              <>
                <span className="font-medium text-slate-900">{user.email}</span>
                {user.id === admin.user.id ? <span className="ml-1 text-slate-600">({t('you')})</span> : null}
                <br />
                <span className="text-slate-700">{user.name}</span>
                {user.emailVerified ? null : (
                  <span className="ml-1 text-xs text-amber-800">· {t('unverified')}</span>
                )}
              </>
            ),
          },
          { header: t('role'), cell: (user) => (user.role === 'admin' ? t('roleAdmin') : t('roleUser')) },
          {
            header: t('status'),
            cell: (user) =>
              user.banned ? (
                <span className="text-red-800">{t('bannedBecause', { reason: user.banReason ?? '' })}</span>
              ) : (
                t('active')
              ),
          },
          {
            header: t('methods'),
            cell: (user) =>
              user.methods.length > 0 ? user.methods.map(methodName).join(', ') : t('noMethods'),
          },
          {
            header: secondFactor('column'),
            cell: (user) => (user.twoFactorEnabled ? secondFactor('on') : secondFactor('off')),
          },
          {
            header: t('created'),
            className: 'whitespace-nowrap',
            cell: (user) => format.dateTime(user.createdAt, { dateStyle: 'medium' }),
          },
          {
            header: t('actions'),
            cell: (user) => (
              <div className="flex flex-col gap-2">
                <ToggleForm
                  action={setUserAdminAction}
                  fields={{ userId: user.id, admin: user.role === 'admin' ? 'false' : 'true' }}
                  label={user.role === 'admin' ? t('revokeAdmin') : t('grantAdmin')}
                  pendingLabel={common('working')}
                  successText={common('saved')}
                />
                {user.banned ? (
                  <ToggleForm
                    action={unbanUserAction}
                    fields={{ userId: user.id }}
                    label={t('unban')}
                    pendingLabel={common('working')}
                    successText={common('saved')}
                  />
                ) : user.id === admin.user.id ? null : (
                  <details>
                    <summary className="cursor-pointer text-red-800">{t('ban')}</summary>
                    <ActionForm
                      action={banUserAction}
                      submitLabel={t('banSubmit')}
                      pendingLabel={common('working')}
                      successText={common('saved')}
                      variant="danger"
                      fieldLabels={{ reason: t('banReason') }}
                      className="mt-2 flex flex-col gap-2"
                    >
                      <input type="hidden" name="userId" value={user.id} />
                      <label className="flex flex-col gap-1">
                        <span>{t('banReason')}</span>
                        <input name="reason" required maxLength={500} className={filterInputClass} />
                      </label>
                    </ActionForm>
                  </details>
                )}
                {user.twoFactorEnabled ? (
                  <ToggleForm
                    action={removeSecondFactorAction}
                    fields={{ userId: user.id }}
                    label={secondFactor('remove')}
                    pendingLabel={common('working')}
                    successText={common('saved')}
                    variant="danger"
                  />
                ) : null}
              </div>
            ),
          },
        ]}
      />
      <Pager
        page={search.page}
        pageSize={search.pageSize}
        total={total}
        query={query}
        hrefFor={(pageQuery) => ({ pathname: '/admin/user-roles', query: pageQuery })}
      />
    </>
  )
}
