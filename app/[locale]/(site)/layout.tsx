import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { SiteFooter } from '@/modules/site/components/site-footer'
import { SiteHeader } from '@/modules/site/components/site-header'

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale(await localeOf(params))
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-10">
        {children}
      </main>
      <SiteFooter />
    </>
  )
}
