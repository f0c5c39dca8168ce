// Stories and blocks in Storyblok's story format (the Content Delivery API's JSON), the shape
// both content sources return. Field names follow Storyblok's conventions (snake_case).
import type { TLocale } from '@/i18n/locales'

/** Storyblok's "multilink" field: a link to a story, a URL or an email address. */
export type TMultilink = {
  linktype: 'story' | 'url' | 'email' | 'asset'
  fieldtype?: 'multilink'
  /** Uuid of the linked story (linktype story). */
  id?: string
  url?: string
  /** Full slug of the linked story, or the URL for url links. */
  cached_url?: string
  anchor?: string
  email?: string
  target?: '_self' | '_blank'
}

/** Storyblok's "asset" field. `filename` is the image URL; local content uses paths under /public. */
export type TAsset = {
  fieldtype?: 'asset'
  id?: number | null
  filename: string
  alt?: string | null
  title?: string | null
  copyright?: string | null
}

export type TRichTextMark =
  | { type: 'bold' | 'italic' | 'strike' | 'underline' | 'code' }
  | {
      type: 'link'
      attrs: {
        href: string
        linktype?: 'story' | 'url' | 'email' | 'asset'
        uuid?: string | null
        anchor?: string | null
        target?: '_self' | '_blank' | null
      }
    }

export type TRichTextNode =
  | { type: 'text'; text: string; marks?: TRichTextMark[] }
  | { type: 'hard_break' }
  | { type: 'horizontal_rule' }
  | { type: 'paragraph'; content?: TRichTextNode[] }
  | { type: 'heading'; attrs: { level: 2 | 3 | 4 }; content?: TRichTextNode[] }
  | { type: 'bullet_list' | 'ordered_list' | 'list_item' | 'blockquote'; content?: TRichTextNode[] }

export type TRichTextDoc = { type: 'doc'; content: TRichTextNode[] }

export const featureIcons = [
  'clock',
  'heart',
  'lungs',
  'chart',
  'users',
  'award',
  'calendar',
  'shield',
  'phone',
  'spark',
  'leaf',
  'coin',
  'check',
  'question',
  'book',
  'mail',
] as const
export type TFeatureIcon = (typeof featureIcons)[number]

export type TFeatureBlock = {
  component: 'feature'
  _uid: string
  icon?: TFeatureIcon
  title: string
  text?: string
  link?: TMultilink
  link_label?: string
}

export type TGridBlock = {
  component: 'grid'
  _uid: string
  heading?: string
  intro?: string
  anchor?: string
  /** columns: a responsive grid; timeline: an ordered, vertical list (health milestones, steps). */
  layout?: 'columns' | 'timeline'
  columns: TBlock[]
}

/** A story a teaser references by uuid, once resolved (Storyblok's resolve_relations). */
export type TTeaserStoryRef = {
  uuid: string
  full_slug: string
  name: string
  first_published_at?: string | null
  content: { title?: string; description?: string; intro?: string; image?: TAsset }
}

export type TTeaserBlock = {
  component: 'teaser'
  _uid: string
  headline?: string
  text?: string
  image?: TAsset
  cta_label?: string
  cta_link?: TMultilink
  secondary_label?: string
  secondary_link?: TMultilink
  /** hero: the page's opening (its h1); card: a box in a grid; banner: a full-width call to action. */
  style?: 'hero' | 'card' | 'banner'
  /** Uuid of a story to tease (string until resolved, then the story). */
  story?: string | TTeaserStoryRef
}

export type TRichTextBlock = {
  component: 'rich_text'
  _uid: string
  heading?: string
  anchor?: string
  text: TRichTextDoc
}

export type TImageBlock = {
  component: 'image'
  _uid: string
  image: TAsset
  caption?: string
}

/** A block whose type this site does not know, or whose fields are invalid (only from a remote source). */
export type TInvalidBlock = {
  component: '__invalid'
  _uid: string
  original: string
  problem: string
}

export type TBlock = TFeatureBlock | TGridBlock | TTeaserBlock | TRichTextBlock | TImageBlock | TInvalidBlock

export type TPageBlock = {
  component: 'page'
  _uid: string
  title: string
  /** Search engines and link previews. */
  description: string
  intro?: string
  image?: TAsset
  /** The page opens with a hero teaser that carries the h1. */
  hide_title?: boolean
  /** Show "On this page" with the anchored sections. */
  toc?: boolean
  noindex?: boolean
  body: TBlock[]
}

export type TStory = {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  lang: string
  created_at: string
  published_at: string | null
  first_published_at: string | null
  tag_list?: string[]
  content: TPageBlock
}

/** A story as a source returns it: which locale's text it carries, and whether that is a fallback. */
export type TStoryResult = {
  story: TStory
  locale: TLocale
  /** True when the requested locale has no translation and the English story is shown. */
  fallback: boolean
}

export type TStoryPage = { stories: TStory[]; total: number; page: number; perPage: number }

/** An entry of Storyblok's links listing: every story's slug, for the sitemap and navigation. */
export type TLink = {
  id: number
  uuid: string
  slug: string
  name: string
  is_folder: boolean
  published: boolean
}
