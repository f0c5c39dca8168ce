'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useHydrated } from '@/modules/ui/components/disclosure-menu'

/**
 * The failed validity check's message with the address asked for. A client island because the
 * not-found page is static: the server HTML is the same for every address (the server-rendered
 * 404 is one prerendered page per locale), so the path appears once the page runs.
 */
export function RequestedPath() {
  const t = useTranslations('notFound')
  const pathname = usePathname()
  const hydrated = useHydrated()
  return (
    <p className="mt-2 min-h-5 text-sm break-all text-slate-500">
      {hydrated ? t('path', { path: decodeURI(pathname) }) : null}
    </p>
  )
}
