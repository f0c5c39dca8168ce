'use client'

import { useTranslations } from 'next-intl'
import { HomeLink } from './home-link'

function statusOf(error: Error & { digest?: string }): number {
  // notFound() errors carry NEXT_HTTP_ERROR_FALLBACK;404 as digest.
  return error.digest?.endsWith(';404') ? 404 : 500
}

/** The generic error page: a 404 variant, or "Internal Server Error" for anything else. Never a stack trace. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errorPage')
  const notFound = statusOf(error) === 404
  return (
    <main id="main" className="mx-auto max-w-xl flex-1 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        {notFound ? 404 : 500}
      </p>
      <h1 className="mt-4 text-3xl font-bold">{notFound ? t('notFoundTitle') : t('internalTitle')}</h1>
      {notFound ? null : <p className="mt-3 text-slate-700">{t('internalDescription')}</p>}
      <p className="mt-8 flex justify-center gap-3">
        {notFound ? null : (
          <button
            type="button"
            onClick={reset}
            className="rounded-md border border-slate-300 px-4 py-2 font-semibold"
          >
            {t('retry')}
          </button>
        )}
        <HomeLink />
      </p>
    </main>
  )
}
