import { resolveMultilink } from '../links'
import type { TFeatureBlock } from '../types'
import { ContentLink, ReadMoreLink } from './content-link'
import { FeatureIcon } from './icons'
import type { TRenderContext } from './render-context'

type THeading = 'h2' | 'h3' | 'h4'

/** Icon, title, text and an optional link: one thing the programme offers. */
export function FeatureBlock({
  block,
  ctx,
  heading,
}: {
  block: TFeatureBlock
  ctx: TRenderContext
  heading: THeading
}) {
  const Heading = heading
  const link = resolveMultilink(block.link, ctx.locale)
  return (
    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {block.icon ? (
        <span className="mb-4 inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <FeatureIcon name={block.icon} className="h-6 w-6" />
        </span>
      ) : null}
      <Heading className="text-lg font-semibold text-slate-900">{block.title}</Heading>
      {block.text ? <p className="mt-2 flex-1 text-slate-700">{block.text}</p> : null}
      {link ? <ReadMoreLink link={link} ctx={ctx} label={block.link_label} /> : null}
    </div>
  )
}

/** A feature as one step of a timeline: the title is the moment ("20 minutes"), the text what happens. */
export function TimelineItem({
  block,
  ctx,
  heading,
}: {
  block: TFeatureBlock
  ctx: TRenderContext
  heading: THeading
}) {
  const Heading = heading
  const link = resolveMultilink(block.link, ctx.locale)
  return (
    <>
      <span
        className="absolute -left-[2.1rem] top-1 flex h-7 w-7 items-center justify-center rounded-full border-2 border-brand-600 bg-white text-brand-700"
        aria-hidden="true"
      >
        {block.icon ? <FeatureIcon name={block.icon} className="h-4 w-4" /> : null}
      </span>
      <Heading className="text-lg font-semibold text-brand-700">{block.title}</Heading>
      {block.text ? <p className="mt-1 text-slate-700">{block.text}</p> : null}
      {link ? (
        <p className="mt-1">
          <ContentLink link={link} ctx={ctx} className="text-sm font-semibold text-brand-700 underline">
            {block.link_label ?? ctx.labels.readMore}
          </ContentLink>
        </p>
      ) : null}
    </>
  )
}
