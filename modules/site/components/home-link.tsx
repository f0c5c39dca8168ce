import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { localizedPath } from '@/i18n/locale-path'

/**
 * The way home of the 404 and error views, in the page's language. Without hooks that need the
 * server, so the error boundary (a client component) and the server's 404 view share it; its
 * text is on every page's client messages (`notFound`, modules/i18n/client-messages.ts).
 */
export function HomeLink() {
  const t = useTranslations('notFound')
  return (
    <Link
      href={localizedPath(useLocale(), '/')}
      className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
    >
      {t('backHome')}
    </Link>
  )
}
