import { useLocale, useTranslations } from 'next-intl'
import { localizedPath } from '@/i18n/locale-path'
import { intentPrefetch } from '@/modules/ui/components/page-link'

// One main navigation per page.
const MENU_ID = 'site-nav-menu'

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  )
}

// Below tablet width, with scripts, the links are a panel under the header while the menu button
// says it is expanded.
const PHONE_PANEL =
  'max-md:js:peer-aria-expanded:absolute max-md:js:peer-aria-expanded:inset-x-0 max-md:js:peer-aria-expanded:top-full max-md:js:peer-aria-expanded:z-30 max-md:js:peer-aria-expanded:flex max-md:js:peer-aria-expanded:flex-col max-md:js:peer-aria-expanded:border-b max-md:js:peer-aria-expanded:border-slate-200 max-md:js:peer-aria-expanded:bg-white max-md:js:peer-aria-expanded:px-4 max-md:js:peer-aria-expanded:py-2 max-md:js:peer-aria-expanded:shadow-md'

/**
 * The main navigation, rendered on the server. From tablet width up a row of links; on phones a
 * menu button that shows them in a panel under the header. The phone shape comes from `js:`
 * styles, so it is painted from the first frame when scripts run, and the head script opens and
 * closes the panel (lib/inline-scripts.ts, decision 087): it works before the page has hydrated.
 * Without JavaScript the links stay visible on their own row.
 */
export function SiteNav() {
  const t = useTranslations('nav')
  const locale = useLocale()

  const links = [
    { href: '/quit-smoking', label: t('quitSmoking') },
    { href: '/survey/test', label: t('surveyTest') },
    { href: '/help', label: t('help') },
  ] as const

  return (
    <nav
      data-disclosure-root=""
      aria-label={t('mainNavigation')}
      className="order-last basis-full js:basis-auto md:order-none md:flex-1 md:basis-auto"
    >
      <button
        data-disclosure=""
        type="button"
        aria-expanded="false"
        aria-controls={MENU_ID}
        className="peer hidden cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm hover:bg-slate-100 js:flex md:js:hidden"
      >
        <MenuIcon />
        <span className="sr-only">{t('menu')}</span>
      </button>
      <ul
        id={MENU_ID}
        className={`flex flex-wrap gap-x-4 gap-y-1 text-sm js:hidden md:js:flex ${PHONE_PANEL}`}
      >
        {links.map((link) => (
          <li key={link.href}>
            <a
              {...intentPrefetch}
              href={localizedPath(locale, link.href)}
              className="block py-1.5 hover:underline md:py-0"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
