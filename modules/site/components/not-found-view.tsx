import { useTranslations } from 'next-intl'
import { HomeLink } from './home-link'
import { RequestedPath } from './requested-path'

/** "Page not found" with the path that failed ('Page Not Found: {path}') and a way home. */
export function NotFoundView() {
  const t = useTranslations('notFound')
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      {/* A notFound() page gets no metadata of its own; React hoists this into <head>. */}
      <title>{t('title')}</title>
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('title')}</h1>
      <p className="mt-3 text-slate-700">{t('description')}</p>
      <RequestedPath />
      <p className="mt-8">
        <HomeLink />
      </p>
    </div>
  )
}
