import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { measureDatabaseRoundTrip } from '@/modules/site/bench-baseline'
import { loadMarkup, renderMarkup } from '@/modules/site/bench-markup'

// The bench's reproduction of a personal page in a bare Next page (`npm run bench`): the same
// markup as that page's server HTML (captured by the bench, ?page=account), rendered per request
// as React elements, with the bare dynamic page's work (a cookie read, one `SELECT 1`) and nothing
// of ours: no proxy, no i18n, no session, no data, no client components. What Next and React cost
// to produce that page is the best the page itself could reach. Served only with EXHALE_BENCH=1.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Baseline (markup)', robots: { index: false, follow: false } }

export default async function BenchBaselineMarkupPage({ searchParams }: PageProps<'/bench-baseline/markup'>) {
  const { page } = await searchParams
  const captured = typeof page === 'string' ? loadMarkup(page) : null
  if (!captured) notFound()
  const visitor = (await cookies()).get('exhale.session_token') ? 'with a session cookie' : 'without a cookie'
  const milliseconds = await measureDatabaseRoundTrip()
  return (
    <html lang="en" {...captured.html}>
      <body {...captured.body} data-visitor={visitor} data-round-trip={milliseconds.toFixed(1)}>
        {renderMarkup(captured.children)}
      </body>
    </html>
  )
}
