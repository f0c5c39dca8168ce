import { resolveMultilink, resolveStorySlug, type TResolvedLink } from '../links'
import type { TTeaserBlock } from '../types'
import { ContentImage } from './content-image'
import { ContentLink, ReadMoreLink } from './content-link'
import type { TRenderContext } from './render-context'

type THeading = 'h1' | 'h2' | 'h3' | 'h4'

const PRIMARY =
  'inline-flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700'
const SECONDARY =
  'inline-flex items-center justify-center rounded-full border border-brand-600 bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50'

/**
 * Headline, text, image and calls to action. A teaser may reference a story (posts on the home
 * page): the story's title, description and image fill what the teaser leaves empty.
 */
export function TeaserBlock({
  block,
  ctx,
  heading,
}: {
  block: TTeaserBlock
  ctx: TRenderContext
  heading: THeading
}) {
  const ref = typeof block.story === 'object' ? block.story : undefined
  const headline = block.headline ?? ref?.content.title ?? ref?.name
  const text = block.text ?? ref?.content.description
  const image = block.image ?? ref?.content.image
  const storyLink: TResolvedLink | null = ref
    ? { href: resolveStorySlug(ref.full_slug, ctx.locale), external: false }
    : null
  const primary = resolveMultilink(block.cta_link, ctx.locale) ?? storyLink
  const secondary = resolveMultilink(block.secondary_link, ctx.locale)
  const Heading = heading
  const style = block.style ?? 'card'

  if (style === 'hero') {
    return (
      <section className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 via-white to-brand-100 px-6 py-10 sm:px-10 sm:py-14">
        <div className={image ? 'grid items-center gap-10 md:grid-cols-[3fr_2fr]' : ''}>
          <div>
            {headline ? (
              <Heading className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
                {headline}
              </Heading>
            ) : null}
            {text ? <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-700">{text}</p> : null}
            {primary || secondary ? (
              <p className="mt-8 flex flex-wrap gap-3">
                {primary ? (
                  <ContentLink link={primary} ctx={ctx} className={PRIMARY}>
                    {block.cta_label ?? ctx.labels.readMore}
                  </ContentLink>
                ) : null}
                {secondary && block.secondary_label ? (
                  <ContentLink link={secondary} ctx={ctx} className={SECONDARY}>
                    {block.secondary_label}
                  </ContentLink>
                ) : null}
              </p>
            ) : null}
          </div>
          {image ? <ContentImage asset={image} priority className="mx-auto w-full max-w-sm" /> : null}
        </div>
      </section>
    )
  }

  if (style === 'banner') {
    return (
      <section className="rounded-3xl bg-brand-700 px-6 py-10 text-white sm:px-10">
        <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            {headline ? <Heading className="text-2xl font-bold sm:text-3xl">{headline}</Heading> : null}
            {text ? <p className="mt-3 text-lg text-brand-50">{text}</p> : null}
          </div>
          {primary || secondary ? (
            <p className="flex shrink-0 flex-wrap gap-3">
              {primary ? (
                <ContentLink
                  link={primary}
                  ctx={ctx}
                  className="inline-flex items-center justify-center rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {block.cta_label ?? ctx.labels.readMore}
                </ContentLink>
              ) : null}
              {secondary && block.secondary_label ? (
                <ContentLink
                  link={secondary}
                  ctx={ctx}
                  className="inline-flex items-center justify-center rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-brand-900"
                >
                  {block.secondary_label}
                </ContentLink>
              ) : null}
            </p>
          ) : null}
        </div>
      </section>
    )
  }

  // A card. When it teases a story, its headline is the link (one link per card for screen readers).
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {image ? (
        <ContentImage asset={image} className="aspect-[16/9] w-full bg-brand-50 object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        {headline ? (
          <Heading className="text-lg font-semibold text-slate-900">
            {storyLink && !block.cta_label ? (
              <ContentLink link={storyLink} ctx={ctx} className="hover:text-brand-700 hover:underline">
                {headline}
              </ContentLink>
            ) : (
              headline
            )}
          </Heading>
        ) : null}
        {text ? <p className="mt-2 flex-1 text-slate-700">{text}</p> : null}
        {primary && (block.cta_label || !storyLink) ? (
          <ReadMoreLink link={primary} ctx={ctx} label={block.cta_label} />
        ) : null}
      </div>
    </article>
  )
}
