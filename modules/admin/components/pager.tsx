import { getTranslations } from 'next-intl/server'
import type { ComponentProps } from 'react'
import { Link } from '@/i18n/navigation'

export type THref = ComponentProps<typeof Link>['href']

/** Previous / next links of a server-paged list; `hrefFor` builds a page's link with the filters. */
export async function Pager({
  hrefFor,
  page,
  pageSize,
  total,
}: {
  hrefFor: (page: number) => THref
  page: number
  pageSize: number
  total: number
}) {
  const t = await getTranslations('adminArea.pager')
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav aria-label={t('label')} className="mt-4 flex items-center gap-4 text-sm">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className="underline">
          {t('previous')}
        </Link>
      ) : null}
      <span>{t('page', { page: Math.min(page, pages), pages })}</span>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} className="underline">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  )
}
