import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { localeOf } from '@/i18n/params'

/** Minimal layout without site navigation: campaign landing pages and newsletter confirmation. */
export default async function TemplateLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale(await localeOf(params))
  const meta = await getTranslations('meta')
  return (
    <>
      <header className="px-4 py-5 text-center">
        <Link href="/" className="text-xl font-bold text-brand-700">
          {meta('siteName')}
        </Link>
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 pb-16">
        {children}
      </main>
    </>
  )
}
