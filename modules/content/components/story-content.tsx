import type { ReactNode } from 'react'
import { PageIntro } from '@/modules/ui/components/page-intro'
import type { TPageBlock } from '../types'
import { Blocks } from './blocks'
import type { TRenderContext } from './render-context'

/** The anchored sections of a page, for "On this page". */
export function tableOfContents(page: TPageBlock): { anchor: string; heading: string }[] {
  return page.body.flatMap((block) =>
    (block.component === 'rich_text' || block.component === 'grid') && block.anchor && block.heading
      ? [{ anchor: block.anchor, heading: block.heading }]
      : [],
  )
}

/** A message above a page shown in English because its translation is missing. */
export function FallbackNotice({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="mb-8 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
      {children}
    </p>
  )
}

/**
 * A page story: its title and intro (unless a hero teaser opens it), "On this page" when asked
 * for, then its blocks. Plain props only, so it renders the same from any source and in tests.
 */
export function StoryContent({
  page,
  ctx,
  fallbackNotice,
  contentLang,
  header,
  lead,
}: {
  page: TPageBlock
  ctx: TRenderContext
  /** Shown when the page is a fallback; the content then carries its own language. */
  fallbackNotice?: string
  contentLang?: string
  /** Replaces the default title block (posts show their date there). */
  header?: ReactNode
  /** Shown right under the title, before the blocks (the install button on /install). */
  lead?: ReactNode
}) {
  const toc = page.toc ? tableOfContents(page) : []
  return (
    <>
      {fallbackNotice ? <FallbackNotice>{fallbackNotice}</FallbackNotice> : null}
      <div lang={contentLang}>
        {page.hide_title ? null : (header ?? <PageIntro title={page.title} intro={page.intro} />)}
        {lead}
        {toc.length > 0 ? (
          <nav aria-labelledby={`toc-${page._uid}`} className="mb-12 rounded-2xl bg-slate-50 p-6">
            <h2
              id={`toc-${page._uid}`}
              className="text-sm font-semibold uppercase tracking-wide text-slate-600"
            >
              {ctx.labels.onThisPage}
            </h2>
            <ul className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
              {toc.map((entry) => (
                <li key={entry.anchor}>
                  <a href={`#${entry.anchor}`} className="text-brand-700 underline-offset-2 hover:underline">
                    {entry.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <Blocks blocks={page.body} ctx={ctx} heroTitle={page.hide_title} />
      </div>
    </>
  )
}
