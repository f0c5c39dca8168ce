import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { measureDatabaseRoundTrip } from '@/modules/site/bench-baseline'

// The bench's yardstick for personal pages (`npm run bench`): rendered per request, reads a cookie
// and runs one `SELECT 1` on the app's pool, with no i18n, no proxy and no site layout. Served only
// with EXHALE_BENCH=1 (server/http-server.ts answers 404 otherwise), like /bench-baseline.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Baseline (dynamic)', robots: { index: false, follow: false } }

const paragraphs = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraph ${index + 1}. A fixed text of roughly the length of a content page's paragraph, so that the bytes on the wire stay comparable with the pages the bench measures beside it.`,
)

export default async function BenchBaselineDynamicPage() {
  const visitor = (await cookies()).get('exhale.session_token') ? 'with a session cookie' : 'without a cookie'
  const milliseconds = await measureDatabaseRoundTrip()
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Baseline (dynamic)</h1>
          <p>
            Rendered {visitor}; one database round trip took {milliseconds.toFixed(1)} ms.
          </p>
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </main>
      </body>
    </html>
  )
}
