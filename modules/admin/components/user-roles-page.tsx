import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { PageIntro } from '@/modules/site/components/page-intro'
import { banUserAction, removeSecondFactorAction, setUserAdminAction, unbanUserAction } from '../actions'
import { requireAdminPage } from '../guard'
import { searchUsers } from '../queries'
import { ZUserSearch } from '../schemas'
import { firstValues, withQuery } from '../search-params'
import { AdminForm } from './admin-form'
import { Pager } from './pager'

/** A cell of the users table; on phones it stacks and names its column before the value. */
const STACKED_CELL =
  'py-2 pr-4 max-md:block max-md:py-1 max-md:pr-0 max-md:before:mr-1 max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)_":"]'
const input = 'rounded-md border border-slate-300 px-2 py-1.5'

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
      <form method="get" className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('search')}</span>
          <input type="search" name="q" defaultValue={search.q} maxLength={200} className={`${input} w-72`} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('show')}</span>
          <select name="role" defaultValue={search.role} className={input}>
            <option value="all">{t('showAll')}</option>
            <option value="admin">{t('showAdmins')}</option>
            <option value="banned">{t('showBanned')}</option>
          </select>
        </label>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold">
          {t('searchButton')}
        </button>
      </form>
      <p className="mt-4 text-sm text-slate-700" role="status">
        {t('results', { total })}
      </p>
      {rows.length > 0 ? (
        <div className="mt-2 overflow-x-auto">
          {/* Below tablet width each user is a card: cells stack, each with its column's name. */}
          <table className="w-full text-left text-sm max-md:block">
            <thead className="border-b border-slate-300 text-slate-700 max-md:sr-only">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('user')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('role')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('status')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('methods')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {secondFactor('column')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('created')}
                </th>
                <th scope="col" className="py-2">
                  {t('actions')}
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {rows.map((user) => {
                const isAdmin = user.role === 'admin'
                const self = user.id === admin.user.id
                return (
                  <tr
                    key={user.id}
                    className="border-b border-slate-100 align-top max-md:mb-3 max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:p-3"
                  >
                    <th scope="row" className="py-2 pr-4 font-normal max-md:block max-md:pr-0 max-md:pt-0">
                      <span className="font-medium text-slate-900">{user.email}</span>
                      {self ? <span className="ml-1 text-slate-600">({t('you')})</span> : null}
                      <br />
                      <span className="text-slate-700">{user.name}</span>
                      {user.emailVerified ? null : (
                        <span className="ml-1 text-xs text-amber-800">· {t('unverified')}</span>
                      )}
                    </th>
                    <td data-label={t('role')} className={STACKED_CELL}>
                      {isAdmin ? t('roleAdmin') : t('roleUser')}
                    </td>
                    <td data-label={t('status')} className={STACKED_CELL}>
                      {user.banned ? (
                        <span className="text-red-800">
                          {t('bannedBecause', { reason: user.banReason ?? '' })}
                        </span>
                      ) : (
                        t('active')
                      )}
                    </td>
                    <td data-label={t('methods')} className={STACKED_CELL}>
                      {user.methods.length > 0 ? user.methods.map(methodName).join(', ') : t('noMethods')}
                    </td>
                    <td data-label={secondFactor('column')} className={STACKED_CELL}>
                      {user.twoFactorEnabled ? secondFactor('on') : secondFactor('off')}
                    </td>
                    <td data-label={t('created')} className={`${STACKED_CELL} whitespace-nowrap`}>
                      {format.dateTime(user.createdAt, { dateStyle: 'medium' })}
                    </td>
                    <td data-label={t('actions')} className={STACKED_CELL}>
                      <div className="flex flex-col gap-2">
                        <AdminForm
                          action={setUserAdminAction}
                          submitLabel={isAdmin ? t('revokeAdmin') : t('grantAdmin')}
                          pendingLabel={common('working')}
                          successText={common('saved')}
                          variant="secondary"
                          className="flex flex-col gap-1"
                        >
                          <input type="hidden" name="userId" value={user.id} />
                          <input type="hidden" name="admin" value={isAdmin ? 'false' : 'true'} />
                        </AdminForm>
                        {user.banned ? (
                          <AdminForm
                            action={unbanUserAction}
                            submitLabel={t('unban')}
                            pendingLabel={common('working')}
                            successText={common('saved')}
                            variant="secondary"
                            className="flex flex-col gap-1"
                          >
                            <input type="hidden" name="userId" value={user.id} />
                          </AdminForm>
                        ) : self ? null : (
                          <details>
                            <summary className="cursor-pointer text-red-800">{t('ban')}</summary>
                            <AdminForm
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
                                <input name="reason" required maxLength={500} className={input} />
                              </label>
                            </AdminForm>
                          </details>
                        )}
                        {user.twoFactorEnabled ? (
                          <AdminForm
                            action={removeSecondFactorAction}
                            submitLabel={secondFactor('remove')}
                            pendingLabel={common('working')}
                            successText={common('saved')}
                            variant="danger"
                            className="flex flex-col gap-1"
                          >
                            <input type="hidden" name="userId" value={user.id} />
                          </AdminForm>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager
        page={search.page}
        pageSize={search.pageSize}
        total={total}
        hrefFor={(page) => ({
          pathname: '/admin/user-roles',
          query: withQuery(query, { page: page === 1 ? undefined : page }),
        })}
      />
    </>
  )
}
