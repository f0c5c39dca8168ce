import { useTranslations } from 'next-intl'
import type { ComponentProps } from 'react'
import { Link } from '@/i18n/navigation'

export type THref = ComponentProps<typeof Link>['href']

/** The query of page `page` of a list: the list's filters, and `page` unless it is the first. */
export function pageQuery(query: Record<string, string>, page: number): Record<string, string> {
  const { page: _current, ...filters } = query
  return page === 1 ? filters : { ...filters, page: String(page) }
}

/**
 * Previous / next links of a server-paged list. `query` is the list's current query (its
 * filters); `hrefFor` builds the link of a page from that page's query.
 */
export function Pager({
  hrefFor,
  query,
  page,
  pageSize,
  total,
}: {
  hrefFor: (query: Record<string, string>) => THref
  query: Record<string, string>
  page: number
  pageSize: number
  total: number
}) {
  const t = useTranslations('pager')
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav aria-label={t('label')} className="mt-4 flex items-center gap-4 text-sm">
      {page > 1 ? (
        <Link href={hrefFor(pageQuery(query, page - 1))} className="underline">
          {t('previous')}
        </Link>
      ) : null}
      <span>{t('page', { page: Math.min(page, pages), pages })}</span>
      {page < pages ? (
        <Link href={hrefFor(pageQuery(query, page + 1))} className="underline">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  )
}
