'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'

/** The failed validity check's message; a client island because not-found pages are static. */
export function RequestedPath() {
  const t = useTranslations('notFound')
  const pathname = usePathname()
  return <p className="mt-2 text-sm break-all text-slate-500">{t('path', { path: decodeURI(pathname) })}</p>
}
