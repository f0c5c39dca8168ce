import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

/** Minimal layout without site navigation: campaign landing pages and newsletter confirmation. */
export default async function TemplateLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale as TLocale)
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
