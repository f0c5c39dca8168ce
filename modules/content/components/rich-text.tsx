import { Fragment, type ReactNode } from 'react'
import { resolveRichTextLink } from '../links'
import type { TRichTextDoc, TRichTextMark, TRichTextNode } from '../types'
import { fillVariables, splitVariables, usesMissingOptional, usesMissingRequired } from '../variables'
import { ContentLink } from './content-link'
import type { TRenderContext } from './render-context'

/** Every text and link target under a node, to decide whether it depends on a missing value. */
function plainText(node: TRichTextNode): string {
  if (node.type === 'text') {
    const hrefs = (node.marks ?? []).map((mark) => (mark.type === 'link' ? mark.attrs.href : ''))
    return [node.text, ...hrefs].join(' ')
  }
  return 'content' in node ? (node.content ?? []).map(plainText).join(' ') : ''
}

function renderText(text: string, ctx: TRenderContext): ReactNode {
  const parts = splitVariables(text, ctx.variables)
  if (parts.length === 1 && typeof parts[0] === 'string') return parts[0]
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
    <Fragment key={index}>
      {typeof part === 'string' ? (
        part
      ) : (
        <mark className="rounded bg-amber-100 px-1 text-amber-900">{ctx.labels.notConfigured(part.env)}</mark>
      )}
    </Fragment>
  ))
}

function applyMark(mark: TRichTextMark, inner: ReactNode, ctx: TRenderContext): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong className="font-semibold text-slate-900">{inner}</strong>
    case 'italic':
      return <em>{inner}</em>
    case 'strike':
      return <s>{inner}</s>
    case 'underline':
      return <u>{inner}</u>
    case 'code':
      return <code className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]">{inner}</code>
    case 'link': {
      const link = resolveRichTextLink(
        { ...mark.attrs, href: fillVariables(mark.attrs.href, ctx.variables) },
        ctx.locale,
      )
      if (!link) return inner
      return (
        <ContentLink
          link={link}
          ctx={ctx}
          inline
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {inner}
        </ContentLink>
      )
    }
  }
}

/** Maps the heading levels an author used to the levels the page has room for. */
type THeadingLevels = (level: number) => number

/**
 * Heading levels for rich text placed under a heading of level `base - 1`: the document's highest
 * level becomes `base`, each next-lower level one more, capped at h6. An author's h3 straight
 * under the page's h1 becomes h2, so headings never skip a level (axe heading-order).
 */
export function mapHeadingLevels(doc: TRichTextDoc, base: number): THeadingLevels {
  const used = new Set<number>()
  const collect = (nodes: TRichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === 'heading') used.add(node.attrs.level)
      if ('content' in node) collect(node.content)
    }
  }
  collect(doc.content)
  const ranks = [...used].sort((a, b) => a - b)
  return (level) => Math.min(6, base + Math.max(0, ranks.indexOf(level)))
}

function renderNodes(
  nodes: TRichTextNode[] | undefined,
  ctx: TRenderContext,
  levels: THeadingLevels,
): ReactNode {
  return (nodes ?? []).map((node, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: rich-text nodes have no ids and never move
    <Fragment key={index}>{renderNode(node, ctx, levels)}</Fragment>
  ))
}

function renderNode(node: TRichTextNode, ctx: TRenderContext, levels: THeadingLevels): ReactNode {
  if (
    (node.type === 'paragraph' || node.type === 'list_item') &&
    (usesMissingOptional(plainText(node), ctx.variables) ||
      (ctx.hideMissingSettings && usesMissingRequired(plainText(node), ctx.variables)))
  ) {
    return null
  }
  switch (node.type) {
    case 'text': {
      // Links wrap the other marks so one anchor holds the whole styled text.
      const marks = [...(node.marks ?? [])].sort(
        (a, b) => Number(a.type === 'link') - Number(b.type === 'link'),
      )
      return marks.reduce<ReactNode>((inner, mark) => applyMark(mark, inner, ctx), renderText(node.text, ctx))
    }
    case 'hard_break':
      return <br />
    case 'horizontal_rule':
      return <hr className="my-8 border-slate-200" />
    case 'paragraph':
      return node.content?.length ? <p>{renderNodes(node.content, ctx, levels)}</p> : null
    case 'heading': {
      const Tag = `h${levels(node.attrs.level)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
      return <Tag>{renderNodes(node.content, ctx, levels)}</Tag>
    }
    case 'bullet_list':
      return <ul>{renderNodes(node.content, ctx, levels)}</ul>
    case 'ordered_list':
      return <ol>{renderNodes(node.content, ctx, levels)}</ol>
    case 'list_item':
      return <li>{renderNodes(node.content, ctx, levels)}</li>
    case 'blockquote':
      return <blockquote>{renderNodes(node.content, ctx, levels)}</blockquote>
  }
}

/** Typography for rich text, kept here because the site has no typography plugin. */
export const PROSE =
  'max-w-3xl text-base leading-7 text-slate-700 [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900 [&_li]:mt-1 [&_li>p]:mt-0 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0'

export function RichText({
  doc,
  ctx,
  className,
  headingLevel = 2,
}: {
  doc: TRichTextDoc
  ctx: TRenderContext
  className?: string
  /** The level the text's own top headings get (one below the heading the text sits under). */
  headingLevel?: number
}) {
  return (
    <div className={className ?? PROSE}>
      {renderNodes(doc.content, ctx, mapHeadingLevels(doc, headingLevel))}
    </div>
  )
}
