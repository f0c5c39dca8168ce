import { useTranslations } from 'next-intl'
import { HeaderAccount } from '@/modules/auth/components/header-account'
import { LanguageSwitcher } from '@/modules/site/components/language-switcher'
import { SiteLink } from './site-link'
import { SiteNav } from './site-nav'
import { SkipLink } from './skip-link'

// A browser may paint before it has parsed the whole header: a <details> without its summary yet,
// a row without its account corner, moved a frame later (a layout shift). Until the marker at its
// end is parsed the header stays invisible (decision 070).
const HEADER_END_ID = 'site-header-end'

/**
 * Default layout header. Static: the signed-in part is the HeaderAccount client island. One row at
 * every width: on phones the navigation folds into a menu button (SiteNav).
 */
export function SiteHeader() {
  const meta = useTranslations('meta')
  return (
    <header className="print:hidden border-b border-slate-200 bg-white [&:not(:has(>#site-header-end))]:invisible">
      <SkipLink />
      <div className="relative mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 js:flex-nowrap md:gap-x-6">
        <SiteLink href="/" className="shrink-0 text-xl font-bold text-brand-700">
          {meta('siteName')}
        </SiteLink>
        <SiteNav />
        <div className="ml-auto flex items-center gap-2 text-sm md:ml-0 md:gap-3">
          <LanguageSwitcher />
          <HeaderAccount />
        </div>
      </div>
      <span id={HEADER_END_ID} hidden />
    </header>
  )
}
