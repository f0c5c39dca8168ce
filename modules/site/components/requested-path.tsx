'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { READABLE_PATH_SLOT, REQUESTED_PATH_ATTRIBUTE, readablePath } from '@/lib/routing/not-found-render'

/**
 * The failed validity check's message with the address asked for. The 404 page is static (one
 * prerendered page per locale, decision 050), so its HTML holds an empty slot for the path, which
 * the HTTP server fills in for the address asked for (`fillRequestedPath`): the path shows
 * without JavaScript. In the browser (also after a client-side navigation) the slot shows the
 * router's path; hydration keeps the server's text.
 */
export function RequestedPath() {
  const t = useTranslations('notFound')
  const pathname = usePathname()
  // The prerender runs at build time for /{locale}/page-not-found: its path is not the one asked for.
  const path = typeof window === 'undefined' ? '' : readablePath(pathname)
  const [before, after] = t('path', { path: READABLE_PATH_SLOT }).split(READABLE_PATH_SLOT)
  return (
    <p className="mt-2 min-h-5 text-sm break-all text-slate-500">
      {before}
      <span {...{ [REQUESTED_PATH_ATTRIBUTE]: '' }} suppressHydrationWarning>
        {path}
      </span>
      {after}
    </p>
  )
}
