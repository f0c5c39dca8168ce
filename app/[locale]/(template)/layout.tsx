import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { BrandLink } from '@/modules/site/components/brand-link'

/** Minimal layout without site navigation: campaign landing pages and newsletter confirmation. */
export default async function TemplateLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale(await localeOf(params))
  return (
    <>
      <header className="px-4 py-5 text-center">
        <BrandLink className="text-xl font-bold text-brand-700" />
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 pb-16">
        {children}
      </main>
    </>
  )
}
