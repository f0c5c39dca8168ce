import { getTranslations } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { AccountView } from '@/modules/auth/components/account-view'
import { requireUser } from '@/modules/auth/public'
import { SETUP_QUERY_VALUE } from '@/modules/auth/second-factor/constants'
import { DataExportSection } from '@/modules/deletion/components/data-export-section'
import { pageMetadata } from '@/modules/site/page-metadata'
import { PageIntro } from '@/modules/ui/components/page-intro'

export const generateMetadata = pageMetadata('account', '/account', { index: false })

// Guarded: the proxy sends visitors to login, and the page checks the session again.
// Settings only (decision 048): the programme parts are on /progress.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/account'>) {
  const locale = await localeOf(params)
  const session = await requireUser(locale, '/account')
  const query = await searchParams
  const verified = query.error ? 'failed' : query.verified === '1' ? 'yes' : undefined
  const t = await getTranslations({ locale, namespace: 'pages.account' })
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      <div className="mt-8">
        <AccountView
          session={session}
          verified={verified}
          setup={query.setup === SETUP_QUERY_VALUE}
          dataSection={<DataExportSection />}
        />
      </div>
    </PageIntro>
  )
}
