import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { PageIntro } from '@/modules/site/components/page-intro'
import { ConfirmDeletionForm } from './confirm-deletion-form'

/** The page of the mailed link: a valid one shows the button, anything else says why not. */
export async function ConfirmDeletionPage({ locale, token }: { locale: string; token: string | null }) {
  setRequestLocale(locale as TLocale)
  const t = await getTranslations({ locale, namespace: 'deletionPages.confirm' })
  if (!token) {
    return (
      <PageIntro title={t('invalidTitle')}>
        <p role="alert" className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {t('invalid')}
        </p>
        <p className="mt-6">
          <Link href="/start-data-deletion" className="font-semibold text-brand-700 underline">
            {t('requestAgain')}
          </Link>
        </p>
      </PageIntro>
    )
  }
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      <ClientMessages namespaces={['deletion', 'errors']}>
        <ConfirmDeletionForm token={token} />
      </ClientMessages>
    </PageIntro>
  )
}
