import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { RouteLink } from '@/modules/ui/components/route-link'
import { ConfirmDeletionForm } from './confirm-deletion-form'

/**
 * What an unknown, used or expired link shows, answered with 404 (the route's not-found.tsx):
 * why it does not work, and where to ask for a new one.
 */
export async function InvalidDeletionLink() {
  const locale = (await getLocale()) as TLocale
  const t = await getTranslations('deletionPages.confirm')
  return (
    <PageIntro title={t('invalidTitle')}>
      {/* A notFound() page gets no metadata of its own; React hoists this into <head>. */}
      <title>{t('invalidTitle')}</title>
      <p role="alert" className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
        {t('invalid')}
      </p>
      <p className="mt-6">
        <RouteLink
          locale={locale}
          href="/start-data-deletion"
          className="font-semibold text-brand-700 underline"
        >
          {t('requestAgain')}
        </RouteLink>
      </p>
    </PageIntro>
  )
}

/** The page of a valid mailed link: only the button (opening a link never deletes). */
export async function ConfirmDeletionPage({ locale, token }: { locale: TLocale; token: string }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'deletionPages.confirm' })
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      <ClientMessages namespaces={['deletion']} errorGroups={['deletion', 'auth', 'common']}>
        <ConfirmDeletionForm token={token} />
      </ClientMessages>
    </PageIntro>
  )
}
