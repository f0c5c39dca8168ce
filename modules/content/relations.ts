// Resolving a story's references the way Storyblok's resolve_relations / resolve_links do:
// a teaser's `story` uuid becomes the referenced story, and a story link gets the target's
// current slug (so renaming a story does not break links to it).
import type { TBlock, TMultilink, TPageBlock, TRichTextNode, TStory, TTeaserStoryRef } from './types'

function walkBlocks(blocks: TBlock[], visit: (block: TBlock) => void) {
  for (const block of blocks) {
    visit(block)
    if (block.component === 'grid') walkBlocks(block.columns, visit)
  }
}

function walkRichText(nodes: TRichTextNode[] | undefined, visit: (node: TRichTextNode) => void) {
  for (const node of nodes ?? []) {
    visit(node)
    if ('content' in node) walkRichText(node.content, visit)
  }
}

/** Every uuid the page refers to: teaser relations and story links (multilinks and rich text). */
export function collectReferencedUuids(page: TPageBlock): { relations: string[]; links: string[] } {
  const relations = new Set<string>()
  const links = new Set<string>()
  const addLink = (link: TMultilink | undefined) => {
    if (link?.linktype === 'story' && link.id) links.add(link.id)
  }
  walkBlocks(page.body, (block) => {
    if (block.component === 'teaser') {
      if (typeof block.story === 'string') relations.add(block.story)
      addLink(block.cta_link)
      addLink(block.secondary_link)
    } else if (block.component === 'feature') {
      addLink(block.link)
    } else if (block.component === 'rich_text') {
      walkRichText(block.text.content, (node) => {
        if (node.type !== 'text') return
        for (const mark of node.marks ?? []) {
          if (mark.type === 'link' && mark.attrs.linktype === 'story' && mark.attrs.uuid) {
            links.add(mark.attrs.uuid)
          }
        }
      })
    }
  })
  return { relations: [...relations], links: [...links] }
}

export function toTeaserStoryRef(story: TStory): TTeaserStoryRef {
  return {
    uuid: story.uuid,
    full_slug: story.full_slug,
    name: story.name,
    first_published_at: story.first_published_at,
    content: {
      title: story.content.title,
      description: story.content.description,
      intro: story.content.intro,
      image: story.content.image,
    },
  }
}

/** A copy of the page with relations replaced by stories and story links pointing at current slugs. */
export function applyReferences(page: TPageBlock, byUuid: Map<string, TStory>): TPageBlock {
  const relink = (link: TMultilink | undefined): TMultilink | undefined => {
    if (link?.linktype !== 'story' || !link.id) return link
    const target = byUuid.get(link.id)
    return target ? { ...link, cached_url: target.full_slug } : link
  }
  const relinkText = (nodes: TRichTextNode[] | undefined): TRichTextNode[] | undefined =>
    nodes?.map((node) => {
      if (node.type === 'text') {
        if (!node.marks) return node
        return {
          ...node,
          marks: node.marks.map((mark) => {
            if (mark.type !== 'link' || mark.attrs.linktype !== 'story' || !mark.attrs.uuid) return mark
            const target = byUuid.get(mark.attrs.uuid)
            return target ? { ...mark, attrs: { ...mark.attrs, href: target.full_slug } } : mark
          }),
        }
      }
      return 'content' in node ? { ...node, content: relinkText(node.content) } : node
    })
  const mapBlocks = (blocks: TBlock[]): TBlock[] =>
    blocks.map((block) => {
      switch (block.component) {
        case 'grid':
          return { ...block, columns: mapBlocks(block.columns) }
        case 'teaser': {
          const referenced = typeof block.story === 'string' ? byUuid.get(block.story) : undefined
          return {
            ...block,
            story: referenced ? toTeaserStoryRef(referenced) : block.story,
            cta_link: relink(block.cta_link),
            secondary_link: relink(block.secondary_link),
          }
        }
        case 'feature':
          return { ...block, link: relink(block.link) }
        case 'rich_text':
          return { ...block, text: { ...block.text, content: relinkText(block.text.content) ?? [] } }
        default:
          return block
      }
    })
  return { ...page, body: mapBlocks(page.body) }
}
