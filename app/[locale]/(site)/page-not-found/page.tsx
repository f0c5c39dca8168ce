import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { NotFoundView } from '@/modules/site/components/not-found-view'

// The localized 404 as a plain page, static per locale. Next.js renders a notFound() 404 as an
// empty error shell without JavaScript (vercel/next.js#62228); the HTTP server answers such a
// 404 with this page instead, under the original address and with status 404
// (modules/site/not-found-response.ts, docs/decisions/050-server-rendered-404.md).
export const metadata: Metadata = { robots: { index: false } }

export default async function Page({ params }: PageProps<'/[locale]/page-not-found'>) {
  setRequestLocale(await localeOf(params))
  return <NotFoundView />
}
