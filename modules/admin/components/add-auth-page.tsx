import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localeNames, locales, type TLocale } from '@/i18n/locales'
import { ActionForm } from '@/modules/ui/components/action-form'
import { Labelled } from '@/modules/ui/components/labelled'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { addSignInAction } from '../actions'
import { requireAdminPage } from '../guard'

const input = 'rounded-md border border-slate-300 px-3 py-2'

/** `/admin/add-auth`: an account for a person, who then sets a password from the mail. */
export async function AddAuthPage({ locale }: { locale: TLocale }) {
  setRequestLocale(locale)
  await requireAdminPage(locale, '/admin/add-auth')
  const t = await getTranslations('adminArea.addAuth')
  const common = await getTranslations('adminArea.common')
  const pages = await getTranslations('pages.adminAddAuth')
  return (
    <>
      <PageIntro title={pages('title')} intro={pages('intro')} />
      <ActionForm
        action={addSignInAction}
        submitLabel={t('submit')}
        pendingLabel={common('working')}
        successText={t('created')}
        fieldLabels={{ email: t('email'), name: t('name'), role: t('role'), locale: t('locale') }}
        className="flex max-w-md flex-col gap-4"
      >
        <Labelled label={t('email')}>
          <input name="email" type="email" required maxLength={254} autoComplete="off" className={input} />
        </Labelled>
        <Labelled label={t('name')}>
          <input name="name" required maxLength={120} autoComplete="off" className={input} />
        </Labelled>
        <Labelled label={t('role')}>
          <select name="role" defaultValue="user" className={input}>
            <option value="user">{t('roleUser')}</option>
            <option value="admin">{t('roleAdmin')}</option>
          </select>
        </Labelled>
        <Labelled label={t('locale')}>
          <select name="locale" defaultValue={locale} className={input}>
            {locales.map((option) => (
              <option key={option} value={option} lang={option}>
                {localeNames[option]}
              </option>
            ))}
          </select>
        </Labelled>
      </ActionForm>
    </>
  )
}
