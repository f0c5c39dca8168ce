import MarkdownIt from 'markdown-it'

/**
 * Markdown of a broadcast → HTML for the mail. Raw HTML in the source is not allowed
 * (`html: false` escapes it), and markdown-it's link check refuses javascript:, vbscript:,
 * file: and data: URLs (except images), so the output only has the tags Markdown itself makes.
 * Mail clients ignore style sheets, so the few tags that need it get inline styles.
 */
const markdown = new MarkdownIt('commonmark', { html: false, linkify: true, breaks: true })
markdown.enable('linkify')

const inlineStyles: Record<string, string> = {
  p: 'margin:0 0 14px;font-size:15px;line-height:22px;color:#1e293b',
  h1: 'margin:20px 0 10px;font-size:20px;line-height:26px;color:#1e293b',
  h2: 'margin:18px 0 8px;font-size:18px;line-height:24px;color:#1e293b',
  h3: 'margin:16px 0 8px;font-size:16px;line-height:22px;color:#1e293b',
  a: 'color:#0f7a5c;text-decoration:underline',
  ul: 'margin:0 0 14px;padding-left:22px;font-size:15px;line-height:22px;color:#1e293b',
  ol: 'margin:0 0 14px;padding-left:22px;font-size:15px;line-height:22px;color:#1e293b',
  blockquote: 'margin:0 0 14px;padding-left:12px;border-left:3px solid #e2e8f0;color:#475569',
  img: 'max-width:100%;height:auto',
  hr: 'border:none;border-top:1px solid #e2e8f0;margin:20px 0',
}

markdown.core.ruler.push('inline_styles', (state) => {
  const visit = (tokens: typeof state.tokens) => {
    for (const token of tokens) {
      const style = inlineStyles[token.tag]
      if (style && token.nesting !== -1) token.attrSet('style', style)
      if (token.children) visit(token.children)
    }
  }
  visit(state.tokens)
})

export function renderMarkdown(source: string): string {
  return markdown.render(source)
}
