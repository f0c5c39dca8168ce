import type { Metadata } from 'next'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { defaultLocale, languageTags, type TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { getRenderContext } from '../get-render-context'
import { resolveStorySlug } from '../links'
import { listRecentPosts, requireFolderStory } from '../queries'
import { buildArticleJsonLd, buildStoryMetadata, serializeJsonLd } from '../seo'
import { ContentLink } from './content-link'
import { StoryContent } from './story-content'

type TIdParams = { params: Promise<{ locale: string; id: string }> }

const MORE_ARTICLES = 3

/** An article /posts/{id}: title, date and intro, its blocks, Article data and more articles. */
export async function PostPage({ id, locale }: { id: string; locale: TLocale }) {
  setRequestLocale(locale)
  const result = await requireFolderStory('posts', id, locale)
  const [ctx, t, meta, format, more] = await Promise.all([
    getRenderContext(locale),
    getTranslations({ locale, namespace: 'content' }),
    getTranslations({ locale, namespace: 'meta' }),
    getFormatter({ locale }),
    listRecentPosts(locale, { exclude: result.story.full_slug, limit: MORE_ARTICLES }),
  ])
  const { story } = result
  const published = story.first_published_at ?? story.created_at
  const href = { pathname: '/posts/[id]' as const, params: { id } }
  const header = (
    <header className="mb-10 max-w-3xl">
      <p className="text-sm font-medium text-brand-700">
        <time dateTime={published}>
          {t('publishedOn', { date: format.dateTime(new Date(published), { dateStyle: 'long' }) })}
        </time>
      </p>
      <PageIntro title={story.content.title} intro={story.content.intro} />
    </header>
  )
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, serialized with < escaped
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(buildArticleJsonLd(locale, result, href, meta('siteName'))),
        }}
      />
      <article>
        <StoryContent
          page={{ ...story.content, hide_title: false }}
          ctx={ctx}
          header={header}
          fallbackNotice={result.fallback ? t('notTranslated') : undefined}
          contentLang={result.fallback ? languageTags[defaultLocale] : undefined}
        />
      </article>
      {more.length > 0 ? (
        <aside aria-labelledby="more-articles" className="mt-16 border-t border-slate-200 pt-10">
          <h2 id="more-articles" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('moreArticles')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((post) => (
              <li key={post.uuid} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-slate-900">
                  <ContentLink
                    link={{ href: resolveStorySlug(post.full_slug, locale), external: false }}
                    ctx={ctx}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {post.content.title}
                  </ContentLink>
                </h3>
                <p className="mt-2 text-slate-700">{post.content.description}</p>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </>
  )
}

export async function generatePostMetadata({ params }: TIdParams): Promise<Metadata> {
  const locale = await localeOf(params)
  const { id } = await params
  const result = await requireFolderStory('posts', id, locale)
  return buildStoryMetadata(locale, result, { pathname: '/posts/[id]', params: { id } }, { type: 'article' })
}
