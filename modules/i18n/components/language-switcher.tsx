'use client'

import { useParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { localeNames, locales, type TLocale } from '@/i18n/locales'
import { Link, usePathname } from '@/i18n/navigation'
import { serializeLocaleCookie } from '@/lib/routing/locale-cookie'

const crossSite = process.env.NEXT_PUBLIC_LOCALE_COOKIE_CROSS_SITE === 'true'

/** Links to the current page in every language; choosing one also sets the locale cookie. */
export function LanguageSwitcher() {
  const t = useTranslations('languageSwitcher')
  const current = useLocale() as TLocale
  const pathname = usePathname()
  const params = useParams()
  const href = { pathname, params } as Parameters<typeof Link>[0]['href']

  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded px-2 py-1 hover:bg-slate-100">
        <span className="sr-only">{t('label')}: </span>
        <span aria-hidden="true">🌐 </span>
        {localeNames[current]}
      </summary>
      <ul
        aria-label={t('label')}
        className="absolute right-0 z-20 mt-1 w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={href}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className="block px-3 py-1.5 hover:bg-slate-100 aria-[current=true]:font-semibold"
              onClick={() => {
                // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
                document.cookie = serializeLocaleCookie(locale, crossSite)
              }}
            >
              {localeNames[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
