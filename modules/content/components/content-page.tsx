import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { defaultLocale, languageTags, type TLocale } from '@/i18n/locales'
import { getRenderContext } from '../get-render-context'
import { CONTENT_PAGES, type TContentPageSlug } from '../paths'
import { requireFolderStory, requireStory } from '../queries'
import { buildStoryMetadata } from '../seo'
import type { TStoryResult } from '../types'
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
  return (
    <StoryContent
      page={result.story.content}
      ctx={ctx}
      fallbackNotice={result.fallback ? t('notTranslated') : undefined}
      contentLang={result.fallback ? languageTags[defaultLocale] : undefined}
      lead={lead}
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
  locale: string
  /** Shown under the page title, before the story's blocks. */
  lead?: ReactNode
}) {
  setRequestLocale(locale as TLocale)
  const result = await requireStory(slug, locale as TLocale)
  return <StoryPage result={result} locale={locale as TLocale} lead={lead} />
}

export function contentPageMetadata(slug: TContentPageSlug) {
  return async function generateMetadata({ params }: TLocaleParams): Promise<Metadata> {
    const locale = (await params).locale as TLocale
    const result = await requireStory(slug, locale)
    return buildStoryMetadata(locale, result, { pathname: CONTENT_PAGES[slug] })
  }
}

/** A campaign landing page /go/{id} (template layout). */
export async function GoPage({ id, locale }: { id: string; locale: string }) {
  setRequestLocale(locale as TLocale)
  const result = await requireFolderStory('go', id, locale as TLocale)
  return <StoryPage result={result} locale={locale as TLocale} />
}

export async function generateGoMetadata({ params }: TIdParams): Promise<Metadata> {
  const { locale, id } = await params
  const result = await requireFolderStory('go', id, locale as TLocale)
  return buildStoryMetadata(locale as TLocale, result, { pathname: '/go/[id]', params: { id } })
}
