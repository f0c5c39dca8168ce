import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { AccountView } from '@/modules/auth/components/account-view'
import { requireUser } from '@/modules/auth/session'
import { PageIntro } from '@/modules/site/components/page-intro'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('account', '/account', { index: false })

// Guarded: the proxy sends visitors to login, and the page checks the session again.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/account'>) {
  const locale = (await params).locale as TLocale
  const session = await requireUser(locale, '/account')
  const query = await searchParams
  const verified = query.error ? 'failed' : query.verified === '1' ? 'yes' : undefined
  const t = await getTranslations({ locale, namespace: 'pages.account' })
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      <div className="mt-8">
        <AccountView session={session} verified={verified} />
      </div>
    </PageIntro>
  )
}
