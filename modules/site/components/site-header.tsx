import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { HeaderAccount } from '@/modules/auth/components/header-account'
import { LanguageSwitcher } from '@/modules/i18n/components/language-switcher'

/** Default layout header. Static: the signed-in part is the HeaderAccount client island. */
export async function SiteHeader() {
  const t = await getTranslations('nav')
  const meta = await getTranslations('meta')
  return (
    <header className="print:hidden border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" className="text-xl font-bold text-brand-700">
          {meta('siteName')}
        </Link>
        <nav aria-label={t('mainNavigation')} className="flex-1">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <li>
              <Link href="/quit-smoking" className="hover:underline">
                {t('quitSmoking')}
              </Link>
            </li>
            <li>
              <Link href="/survey/test" className="hover:underline">
                {t('surveyTest')}
              </Link>
            </li>
            <li>
              <Link href="/help" className="hover:underline">
                {t('help')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-3 text-sm">
          <LanguageSwitcher />
          <HeaderAccount />
        </div>
      </div>
    </header>
  )
}
