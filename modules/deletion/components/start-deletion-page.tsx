import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { RouteLink } from '@/modules/ui/components/route-link'
import { StartDeletionForm } from './start-deletion-form'

/** `/start-data-deletion`: what is deleted, what is kept, how long it takes, and the request form. */
export async function StartDeletionPage({ locale }: { locale: TLocale }) {
  setRequestLocale(locale)
  const pages = await getTranslations({ locale, namespace: 'pages.startDataDeletion' })
  const t = await getTranslations({ locale, namespace: 'deletionPages.start' })
  const section = 'mt-8 max-w-3xl'
  const heading = 'text-xl font-semibold text-slate-900'
  return (
    <>
      <PageIntro title={pages('title')} intro={pages('intro')} />
      <section className={section} aria-labelledby="deleted-heading">
        <h2 id="deleted-heading" className={heading}>
          {t('deletedHeading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('deleted')}</p>
      </section>
      <section className={section} aria-labelledby="kept-heading">
        <h2 id="kept-heading" className={heading}>
          {t('keptHeading')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
          <li>{t('keptPurchases')}</li>
          <li>{t('keptConsent')}</li>
          <li>{t('keptAudit')}</li>
        </ul>
      </section>
      <section className={section} aria-labelledby="duration-heading">
        <h2 id="duration-heading" className={heading}>
          {t('durationHeading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('duration')}</p>
      </section>
      <section className={section} aria-labelledby="how-heading">
        <h2 id="how-heading" className={heading}>
          {t('howHeading')}
        </h2>
        <p className="mt-2 text-slate-700">
          {t.rich('signedIn', {
            link: (chunks) => (
              <RouteLink
                locale={locale}
                href="/data-deletion"
                className="font-semibold text-brand-700 underline"
              >
                {chunks}
              </RouteLink>
            ),
          })}
        </p>
        <p className="mt-2 mb-4 text-slate-700">{t('byEmail')}</p>
        <ClientMessages namespaces={['deletion']} errorGroups={['deletion', 'auth', 'common']}>
          <StartDeletionForm />
        </ClientMessages>
      </section>
    </>
  )
}
