'use client'

import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { decodePath, englishPath, localizedPath, splitLocale } from '@/i18n/locale-path'
import { localeNames, locales } from '@/i18n/locales'
import { serializeLocaleCookie } from '@/lib/routing/locale-cookie'
import { DisclosureMenu } from '@/modules/ui/components/disclosure-menu'
import { pageLink } from '@/modules/ui/components/page-link'

const crossSite = process.env.NEXT_PUBLIC_LOCALE_COOKIE_CROSS_SITE === 'true'

/** A globe, drawn: the emoji renders as an empty box where no emoji font is installed. */
function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shrink-0"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20" />
      <path d="M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
    </svg>
  )
}

/**
 * Links to the current page in every language; choosing one also sets the locale cookie.
 * The links are the final addresses (English without /en), so choosing costs no redirect: the
 * cookie the proxy would set on the /en redirect is set here on click.
 */
export function LanguageSwitcher() {
  const t = useTranslations('languageSwitcher')
  const current = useLocale()
  // next/navigation's pathname and our slug table, not next-intl's navigation: this island is on
  // every page, and next-intl's client navigation would ship with every page (several kilobytes).
  const { locale: pathLocale, rest } = splitLocale(decodePath(usePathname()))
  const page = englishPath(pathLocale, rest)

  return (
    <DisclosureMenu
      className="relative"
      // The name holds what the button shows at every width (the code on phones, the language's
      // name wider), so voice control finds it by the visible text (WCAG 2.5.3, Label in Name).
      // The code leads and stands bare: axe-core's check of that rule leaves out text in parentheses.
      buttonLabel={`${current.toUpperCase()} – ${t('label')}: ${localeNames[current]}`}
      buttonClassName="flex cursor-pointer items-center gap-1.5 rounded px-2 py-1 hover:bg-slate-100"
      panelClassName="absolute right-0 z-40 mt-1 w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      label={
        <>
          <GlobeIcon />
          <span className="sm:hidden">{current.toUpperCase()}</span>
          <span className="hidden sm:inline">{localeNames[current]}</span>
        </>
      }
    >
      <ul aria-label={t('label')}>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              // Not fetched ahead (no intentPrefetch): a prefetch would run with the old locale
              // cookie, and the proxy would answer the English root with a redirect back to the old
              // language; the router would keep it.
              {...pageLink}
              href={localizedPath(locale, page)}
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
            </a>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  )
}
