// Zod schemas for stories and blocks. Two modes from one definition:
// - strict (content:check): unknown fields, unknown blocks and unknown rich-text nodes are
//   errors, so a typo in a shipped story fails with its file and field named;
// - lenient (rendering, remote Storyblok content): extra fields are dropped, and a block that is
//   unknown or invalid becomes a `__invalid` block (nothing in production, a warning in
//   development) instead of failing the whole page.
import { z } from 'zod'
import {
  featureIcons,
  type TAsset,
  type TBlock,
  type TInvalidBlock,
  type TMultilink,
  type TPageBlock,
  type TRichTextDoc,
  type TRichTextMark,
  type TRichTextNode,
  type TStory,
  type TTeaserStoryRef,
} from './types'

type TMode = 'strict' | 'lenient'

/** Storyblok sends "" for empty text fields; both mean "not set". */
const ZOptionalText = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An empty asset or link field arrives as an object without a target: treat it as absent. */
function emptyToUndefined(isEmpty: (value: Record<string, unknown>) => boolean) {
  return (value: unknown) => (isRecord(value) && isEmpty(value) ? undefined : value)
}

function createSchemas(mode: TMode) {
  const object = <T extends z.ZodRawShape>(shape: T) =>
    mode === 'strict' ? z.strictObject(shape) : z.object(shape)

  const multilink: z.ZodType<TMultilink> = object({
    fieldtype: z.literal('multilink').optional(),
    linktype: z.enum(['story', 'url', 'email', 'asset']),
    id: z
      .union([z.string(), z.number()])
      .optional()
      .transform((value) => (value === undefined || value === '' ? undefined : String(value))),
    url: ZOptionalText,
    cached_url: ZOptionalText,
    anchor: ZOptionalText,
    email: ZOptionalText,
    target: z.enum(['_self', '_blank']).optional(),
    ...(mode === 'lenient' ? { story: z.unknown().optional() } : {}),
  })
  const optionalLink = z
    .preprocess(
      emptyToUndefined((v) => !v.cached_url && !v.url && !v.email && !v.id),
      multilink.optional(),
    )
    .optional()

  const asset: z.ZodType<TAsset> = object({
    fieldtype: z.literal('asset').optional(),
    id: z.number().int().nullable().optional(),
    filename: z.string().min(1),
    alt: z.string().nullable().optional(),
    title: z.string().nullable().optional(),
    copyright: z.string().nullable().optional(),
    ...(mode === 'lenient' ? { name: z.string().optional(), focus: z.string().nullable().optional() } : {}),
  })
  const optionalAsset = z
    .preprocess(
      emptyToUndefined((v) => !v.filename),
      asset.optional(),
    )
    .optional()

  const mark: z.ZodType<TRichTextMark | undefined> =
    mode === 'strict'
      ? z.union([
          object({ type: z.enum(['bold', 'italic', 'strike', 'underline', 'code']) }),
          object({
            type: z.literal('link'),
            attrs: object({
              href: z.string(),
              linktype: z.enum(['story', 'url', 'email', 'asset']).optional(),
              uuid: z.string().nullable().optional(),
              anchor: z.string().nullable().optional(),
              target: z.enum(['_self', '_blank']).nullable().optional(),
            }),
          }),
        ])
      : z.unknown().transform((raw): TRichTextMark | undefined => {
          if (!isRecord(raw) || typeof raw.type !== 'string') return undefined
          if (['bold', 'italic', 'strike', 'underline', 'code'].includes(raw.type)) {
            return { type: raw.type as 'bold' }
          }
          if (raw.type === 'link' && isRecord(raw.attrs) && typeof raw.attrs.href === 'string') {
            const attrs = raw.attrs
            return {
              type: 'link',
              attrs: {
                href: raw.attrs.href,
                linktype: ['story', 'url', 'email', 'asset'].includes(String(attrs.linktype))
                  ? (attrs.linktype as 'story')
                  : undefined,
                uuid: typeof attrs.uuid === 'string' ? attrs.uuid : null,
                anchor: typeof attrs.anchor === 'string' ? attrs.anchor : null,
                target: attrs.target === '_blank' ? '_blank' : null,
              },
            }
          }
          return undefined
        })
  const marks = z
    .array(mark)
    .optional()
    .transform((list) => list?.filter((m): m is TRichTextMark => m !== undefined))

  const richNode: z.ZodType<TRichTextNode> = z.lazy(() => (mode === 'strict' ? strictNode : lenientNode))
  const children = z.array(richNode).optional()
  const strictNode = z.discriminatedUnion('type', [
    object({ type: z.literal('text'), text: z.string().min(1), marks }),
    object({ type: z.literal('hard_break') }),
    object({ type: z.literal('horizontal_rule') }),
    object({ type: z.literal('paragraph'), content: children }),
    object({
      type: z.literal('heading'),
      attrs: object({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
      content: children,
    }),
    object({ type: z.enum(['bullet_list', 'ordered_list', 'list_item', 'blockquote']), content: children }),
  ])
  const lenientNode = z.unknown().transform((raw): TRichTextNode => {
    const parsed = strictNode.safeParse(raw)
    if (parsed.success) return parsed.data
    // Headings at other levels, nodes we do not render (code blocks, embedded bloks, emoji):
    // keep their text so nothing a writer typed disappears.
    const record = isRecord(raw) ? raw : {}
    const content = Array.isArray(record.content)
      ? record.content.map((child) => lenientNode.parse(child))
      : undefined
    if (record.type === 'heading') {
      const level = isRecord(record.attrs) ? Number(record.attrs.level) : 2
      return { type: 'heading', attrs: { level: Math.min(4, Math.max(2, level || 2)) as 2 }, content }
    }
    if (typeof record.text === 'string' && record.text !== '') return { type: 'text', text: record.text }
    return { type: 'paragraph', content }
  })

  const richText: z.ZodType<TRichTextDoc> = object({ type: z.literal('doc'), content: z.array(richNode) })

  const uid = z.string().min(1)
  const block: z.ZodType<TBlock> = z.lazy(() => (mode === 'strict' ? knownBlock : lenientBlock))
  const blocks = z.array(block)

  const teaserStoryRef: z.ZodType<TTeaserStoryRef> = z.object({
    uuid: z.string(),
    full_slug: z.string(),
    name: z.string(),
    first_published_at: z.string().nullable().optional(),
    content: z.object({
      title: ZOptionalText,
      description: ZOptionalText,
      intro: ZOptionalText,
      image: optionalAsset,
    }),
  })

  const knownBlock = z.discriminatedUnion('component', [
    object({
      component: z.literal('feature'),
      _uid: uid,
      icon: z.enum(featureIcons).optional(),
      title: z.string().min(1),
      text: ZOptionalText,
      link: optionalLink,
      link_label: ZOptionalText,
    }),
    object({
      component: z.literal('grid'),
      _uid: uid,
      heading: ZOptionalText,
      intro: ZOptionalText,
      anchor: ZOptionalText,
      layout: z.enum(['columns', 'timeline']).optional(),
      columns: blocks,
    }),
    object({
      component: z.literal('teaser'),
      _uid: uid,
      headline: ZOptionalText,
      text: ZOptionalText,
      image: optionalAsset,
      cta_label: ZOptionalText,
      cta_link: optionalLink,
      secondary_label: ZOptionalText,
      secondary_link: optionalLink,
      style: z.enum(['hero', 'card', 'banner']).optional(),
      // Shipped stories hold the uuid; a source resolves it to the story (resolve_relations).
      story:
        mode === 'strict'
          ? z.guid().optional()
          : z
              .union([z.guid(), teaserStoryRef, z.literal('')])
              .optional()
              .transform((v) => v || undefined),
    }),
    object({
      component: z.literal('rich_text'),
      _uid: uid,
      heading: ZOptionalText,
      anchor: ZOptionalText,
      text: richText,
    }),
    object({ component: z.literal('image'), _uid: uid, image: asset, caption: ZOptionalText }),
  ])

  const lenientBlock = z.unknown().transform((raw): TBlock => {
    const parsed = knownBlock.safeParse(raw)
    if (parsed.success) return parsed.data
    const record = isRecord(raw) ? raw : {}
    const invalid: TInvalidBlock = {
      component: '__invalid',
      _uid: typeof record._uid === 'string' ? record._uid : 'unknown',
      original: typeof record.component === 'string' ? record.component : 'unknown',
      problem: parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(block)'}: ${issue.message}`)
        .join('; '),
    }
    return invalid
  })

  const page: z.ZodType<TPageBlock> = object({
    component: z.literal('page'),
    _uid: uid,
    title: z.string().min(1),
    description: z.string().min(1),
    intro: ZOptionalText,
    image: optionalAsset,
    hide_title: z.boolean().optional(),
    toc: z.boolean().optional(),
    noindex: z.boolean().optional(),
    body: blocks,
  })

  const story: z.ZodType<TStory> = z.object({
    id: z.number().int().positive(),
    uuid: z.guid(),
    name: z.string().min(1),
    slug: z.string().min(1),
    full_slug: z.string().min(1),
    lang: z.string().min(1),
    created_at: z.string(),
    published_at: z.string().nullable(),
    first_published_at: z.string().nullable(),
    tag_list: z.array(z.string()).optional(),
    content: page,
  })

  return { story, page, block, richText, multilink, asset }
}

export const strictSchemas = createSchemas('strict')
export const lenientSchemas = createSchemas('lenient')

/** The story as the sources return it (lenient: a bad block does not fail the page). */
export const ZStory = lenientSchemas.story

/** A route's story id (`/posts/{id}`, `/go/{id}`): lower-case words joined by dashes. */
export const ZStoryId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)

/**
 * Storyblok's webhook body (https://www.storyblok.com/docs/guide/in-depth/webhooks): `action`
 * published | unpublished | deleted | moved, the story's id and (newer spaces) its full slug.
 */
export const ZStoryWebhook = z.object({
  text: z.string().optional(),
  action: z.string().min(1),
  space_id: z.union([z.number(), z.string()]).optional(),
  story_id: z.union([z.number(), z.string()]).optional(),
  full_slug: z.string().optional(),
})
export type TStoryWebhook = z.infer<typeof ZStoryWebhook>
