import type { Metadata } from 'next'

// The bench's yardstick (`npm run bench`): a fixed, prerendered page with no i18n, no proxy
// (excluded from proxy.ts's matcher) and no site layout, served by the same build and server.
// Our content pages are compared against it. Not linked, not in the sitemap, not indexed.
export const dynamic = 'force-static'

export const metadata: Metadata = { title: 'Baseline', robots: { index: false, follow: false } }

const paragraphs = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraph ${index + 1}. A fixed text of roughly the length of a content page's paragraph, so that the bytes on the wire stay comparable with the pages the bench measures beside it.`,
)

export default function BenchBaselinePage() {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Baseline</h1>
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </main>
      </body>
    </html>
  )
}
