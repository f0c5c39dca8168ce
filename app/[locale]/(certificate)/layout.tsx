import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { BrandLink } from '@/modules/site/components/brand-link'

/** Print-friendly layout for certificates: no navigation, a page-sized sheet. */
export default async function CertificateLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale(await localeOf(params))
  return (
    <div className="flex flex-1 flex-col bg-slate-100 print:bg-white">
      <header className="print:hidden px-4 py-4">
        <BrandLink className="font-bold text-brand-700" />
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pb-12 print:max-w-none print:p-0">
        {children}
      </main>
    </div>
  )
}
