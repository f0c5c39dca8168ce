import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { localeOf } from '@/i18n/params'

/** Print-friendly layout for certificates: no navigation, a page-sized sheet. */
export default async function CertificateLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale(await localeOf(params))
  const meta = await getTranslations('meta')
  return (
    <div className="flex flex-1 flex-col bg-slate-100 print:bg-white">
      <header className="print:hidden px-4 py-4">
        <Link href="/" className="font-bold text-brand-700">
          {meta('siteName')}
        </Link>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pb-12 print:max-w-none print:p-0">
        {children}
      </main>
    </div>
  )
}
