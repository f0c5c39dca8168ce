import { setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { SiteFooter } from '@/modules/site/components/site-footer'
import { SiteHeader } from '@/modules/site/components/site-header'

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale as TLocale)
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
