import { useTranslations } from 'next-intl'

/** "Skip to content": the first thing a keyboard reaches on every page, the site's and the admin's. */
export function SkipLink() {
  const t = useTranslations('nav')
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2 focus:text-slate-900"
    >
      {t('skipToContent')}
    </a>
  )
}
