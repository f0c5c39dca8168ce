import { useLocale, useTranslations } from 'next-intl'
import { homePath } from '@/i18n/default-locale'

/**
 * The way home of the 404 and error views, in the page's language. Without hooks that need the
 * server, so the error boundary (a client component) and the server's 404 view share it; its
 * text is on every page's client messages (`notFound`, modules/i18n/client-messages.ts).
 * A plain link to homePath, not next/link with the slug table: the error boundary is loaded with
 * every page, and Next's build gives it its own copy of what it imports (next/link and the locale
 * tables: 4.3 KB gzip on every page); after an error a full load of the home page is the sounder
 * way back anyway.
 */
export function HomeLink() {
  const t = useTranslations('notFound')
  return (
    <a
      href={homePath(useLocale())}
      className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
    >
      {t('backHome')}
    </a>
  )
}
