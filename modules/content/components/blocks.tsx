import type { ReactNode } from 'react'
import type { TBlock, TGridBlock } from '../types'
import { ContentImage } from './content-image'
import { FeatureBlock, TimelineItem } from './feature-block'
import type { TRenderContext } from './render-context'
import { RichText } from './rich-text'
import { TeaserBlock } from './teaser-block'

type TLevel = 2 | 3 | 4
const headingTag = (level: TLevel) => `h${level}` as const
const deeper = (level: TLevel): TLevel => (level === 2 ? 3 : 4)

/** Columns for a grid of n blocks: pairs stay pairs, threes stay threes. */
function gridColumns(count: number): string {
  if (count <= 1) return ''
  if (count === 2 || count === 4) return 'sm:grid-cols-2'
  return 'sm:grid-cols-2 lg:grid-cols-3'
}

function GridBlock({ block, ctx, level }: { block: TGridBlock; ctx: TRenderContext; level: TLevel }) {
  const Heading = headingTag(level)
  const inner = block.heading ? deeper(level) : level
  const header = block.heading ? (
    <div className="mb-6 max-w-3xl">
      <Heading className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {block.heading}
      </Heading>
      {block.intro ? <p className="mt-2 text-lg text-slate-700">{block.intro}</p> : null}
    </div>
  ) : null

  if (block.layout === 'timeline') {
    return (
      <section id={block.anchor} className="scroll-mt-6">
        {header}
        <ol className="ml-4 space-y-8 border-l-2 border-brand-100 pl-8">
          {block.columns.map((column) => (
            <li key={column._uid} className="relative">
              {column.component === 'feature' ? (
                <TimelineItem block={column} ctx={ctx} heading={headingTag(inner)} />
              ) : (
                <Block block={column} ctx={ctx} level={inner} />
              )}
            </li>
          ))}
        </ol>
      </section>
    )
  }
  return (
    <section id={block.anchor} className="scroll-mt-6">
      {header}
      <div className={`grid gap-6 ${gridColumns(block.columns.length)}`}>
        {block.columns.map((column) => (
          <div key={column._uid}>
            <Block block={column} ctx={ctx} level={inner} />
          </div>
        ))}
      </div>
    </section>
  )
}

function Block({
  block,
  ctx,
  level,
  hero = false,
}: {
  block: TBlock
  ctx: TRenderContext
  level: TLevel
  hero?: boolean
}): ReactNode {
  switch (block.component) {
    case 'feature':
      return <FeatureBlock block={block} ctx={ctx} heading={headingTag(level)} />
    case 'grid':
      return <GridBlock block={block} ctx={ctx} level={level} />
    case 'teaser':
      return (
        <TeaserBlock
          block={block}
          ctx={ctx}
          heading={hero && block.style === 'hero' ? 'h1' : headingTag(level)}
        />
      )
    case 'rich_text': {
      const Heading = headingTag(level)
      return (
        <section id={block.anchor} className="scroll-mt-6">
          {block.heading ? (
            <Heading className="mb-3 text-2xl font-bold tracking-tight text-slate-900">
              {block.heading}
            </Heading>
          ) : null}
          <RichText doc={block.text} ctx={ctx} headingLevel={block.heading ? level + 1 : level} />
        </section>
      )
    }
    case 'image':
      return (
        <figure>
          <ContentImage asset={block.image} className="w-full rounded-2xl" />
          {block.caption ? (
            <figcaption className="mt-2 text-sm text-slate-600">{block.caption}</figcaption>
          ) : null}
        </figure>
      )
    case '__invalid':
      // Content from Storyblok may hold blocks this site does not know (yet): show nothing to
      // visitors, but tell the people building the site.
      if (!ctx.development) return null
      return (
        <p
          role="note"
          className="rounded-md border-2 border-dashed border-red-400 bg-red-50 p-4 text-sm text-red-800"
        >
          {ctx.labels.invalidBlock(block.original, block.problem)}
        </p>
      )
  }
}

/**
 * A page body: each block in order, spaced like sections. `heroTitle` lets the first hero teaser
 * carry the page's h1 when the page hides its own title.
 */
export function Blocks({
  blocks,
  ctx,
  heroTitle = false,
}: {
  blocks: TBlock[]
  ctx: TRenderContext
  heroTitle?: boolean
}) {
  const firstHero = heroTitle ? blocks.findIndex((b) => b.component === 'teaser' && b.style === 'hero') : -1
  return (
    <div className="space-y-14">
      {blocks.map((block, index) => (
        <Block key={block._uid} block={block} ctx={ctx} level={2} hero={index === firstHero} />
      ))}
    </div>
  )
}
