import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { TLocale } from '@/i18n/locales'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { RouteLink } from '@/modules/ui/components/route-link'
import type { TDeletionItem } from '../registry-types'
import { AccountDeletionForm } from './account-deletion-form'

type TProps = {
  locale: TLocale
  email: string
  items: Array<{ item: TDeletionItem; count: number }>
  reauth: 'none' | 'password' | 'sign-in'
}

/** `/data-deletion`: what goes for this account, a link to the export, then the form. */
export async function AccountDeletionPage({ locale, email, items, reauth }: TProps) {
  setRequestLocale(locale)
  const pages = await getTranslations({ locale, namespace: 'pages.dataDeletion' })
  const t = await getTranslations({ locale, namespace: 'deletionPages.account' })
  const tItems = await getTranslations({ locale, namespace: 'deletionPages.items' })
  const link = (href: string) => (chunks: ReactNode) => (
    <a href={href} className="font-semibold text-brand-700 underline">
      {chunks}
    </a>
  )
  return (
    <>
      <PageIntro title={pages('title')} intro={pages('intro')} />
      <p className="text-slate-800">{t('summary', { email })}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700" aria-label={t('summary', { email })}>
        {items.map(({ item, count }) => (
          <li key={item}>{tItems(item, { count })}</li>
        ))}
      </ul>
      {items.length <= 1 ? <p className="mt-2 text-slate-600">{t('nothingElse')}</p> : null}
      <p className="mt-6 text-slate-700">{t.rich('exportHint', { link: link('/api/account/export') })}</p>
      <p className="mt-2 text-slate-700">
        {t.rich('kept', {
          link: (chunks) => (
            <RouteLink
              locale={locale}
              href="/start-data-deletion"
              className="font-semibold text-brand-700 underline"
            >
              {chunks}
            </RouteLink>
          ),
        })}
      </p>
      <p className="mt-6 font-semibold text-red-800">{t('irreversible')}</p>
      {reauth === 'password' ? <p className="mt-2 text-slate-700">{t('passwordHint')}</p> : null}
      {reauth === 'sign-in' ? (
        <p role="alert" className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {t('signInAgain')}
        </p>
      ) : null}
      <ClientMessages namespaces={['deletion']} errorGroups={['deletion', 'auth', 'common']}>
        <AccountDeletionForm needsPassword={reauth === 'password'} />
      </ClientMessages>
    </>
  )
}
