import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { AccountView } from '@/modules/auth/components/account-view'
import { requireUser } from '@/modules/auth/public'
import { SETUP_QUERY_VALUE } from '@/modules/auth/second-factor/constants'
import { DataExportSection } from '@/modules/deletion/components/data-export-section'
import { pageMetadata } from '@/modules/site/page-metadata'
import { PageIntro } from '@/modules/ui/components/page-intro'

export const generateMetadata = pageMetadata('account', '/account', { index: false })

// Guarded: the proxy sends visitors to login; with a session cookie the proxy is skipped
// (decision 075) and this check is the guard. Settings only (decision 048): the programme parts
// are on /progress. The locale is set here: without the proxy no header carries it.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/account'>) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const query = await searchParams
  const session = await requireUser(locale, '/account', query)
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
