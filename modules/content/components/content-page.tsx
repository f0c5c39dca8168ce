import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { defaultLocale, languageTags, type TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { getRenderContext } from '../get-render-context'
import { CONTENT_PAGES, type TContentPageSlug } from '../paths'
import { requireFolderStory, requireStory } from '../queries'
import { buildStoryMetadata } from '../seo'
import type { TStoryResult } from '../types'
import { usesMissingRequired } from '../variables'
import { StoryContent } from './story-content'

type TLocaleParams = { params: Promise<{ locale: string }> }
type TIdParams = { params: Promise<{ locale: string; id: string }> }

export async function StoryPage({
  result,
  locale,
  lead,
}: {
  result: TStoryResult
  locale: TLocale
  lead?: ReactNode
}) {
  const ctx = await getRenderContext(locale)
  const t = await getTranslations({ locale, namespace: 'content' })
  // In production a page that needs settings nobody set (the imprint without IMPRINT_*) says so
  // neutrally; the start has warned the operator (scripts/start.ts).
  const pending =
    ctx.hideMissingSettings && usesMissingRequired(JSON.stringify(result.story.content), ctx.variables) ? (
      <p
        role="note"
        className="mb-6 max-w-3xl rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700"
      >
        {t('detailsPending')}
      </p>
    ) : null
  return (
    <StoryContent
      page={result.story.content}
      ctx={ctx}
      fallbackNotice={result.fallback ? t('notTranslated') : undefined}
      contentLang={result.fallback ? languageTags[defaultLocale] : undefined}
      lead={
        pending || lead ? (
          <>
            {pending}
            {lead}
          </>
        ) : undefined
      }
    />
  )
}

/** A page whose body is the story of the same name (home, help, quit-smoking, legal pages). */
export async function ContentPage({
  slug,
  locale,
  lead,
}: {
  slug: TContentPageSlug
  locale: TLocale
  /** Shown under the page title, before the story's blocks. */
  lead?: ReactNode
}) {
  setRequestLocale(locale)
  const result = await requireStory(slug, locale)
  return <StoryPage result={result} locale={locale} lead={lead} />
}

export function contentPageMetadata(slug: TContentPageSlug) {
  return async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
    const locale = await localeOf(params)
    const result = await requireStory(slug, locale)
    return buildStoryMetadata(locale, result, { pathname: CONTENT_PAGES[slug] })
  }
}

/** A campaign landing page /go/{id} (template layout). */
export async function GoPage({ id, locale }: { id: string; locale: TLocale }) {
  setRequestLocale(locale)
  const result = await requireFolderStory('go', id, locale)
  return <StoryPage result={result} locale={locale} />
}

export async function generateGoMetadata({ params }: TIdParams): Promise<Metadata> {
  const locale = await localeOf(params)
  const { id } = await params
  const result = await requireFolderStory('go', id, locale)
  return buildStoryMetadata(locale, result, { pathname: '/go/[id]', params: { id } })
}
