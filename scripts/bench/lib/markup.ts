// The markup of a page's server HTML as React props, for the bench's reproduction page
// (app/bench-baseline/markup): the <body> without scripts, each element with its attributes
// renamed as React names them, so a bare Next page renders the same HTML.
import fs from 'node:fs'
import path from 'node:path'
import { type ChildNode, type Element, isTag, isText } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { TMarkupNode, TMarkupPage } from '@/modules/site/bench-markup'

const { findAll } = DomUtils

// Elements a page's body carries for the framework, not as its content.
const SKIPPED = new Set(['script', 'link', 'meta', 'style', 'template'])
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr'])
const BOOLEAN = new Set([
  'hidden',
  'disabled',
  'required',
  'readonly',
  'multiple',
  'open',
  'novalidate',
  'autofocus',
  'inert',
])
// HTML attribute names (lower case, as the parser gives them) whose React prop differs.
const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  inputmode: 'inputMode',
  enctype: 'encType',
  novalidate: 'noValidate',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
  viewbox: 'viewBox',
  hreflang: 'hrefLang',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  spellcheck: 'spellCheck',
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function styleObject(style: string): Record<string, string> {
  const entries = style
    .split(';')
    .map((rule) => rule.split(':'))
    .filter((parts) => parts.length >= 2)
    .map(([name = '', ...value]) => [name.trim(), value.join(':').trim()] as const)
  return Object.fromEntries(
    entries.map(([name, value]) => [name.startsWith('--') ? name : camel(name), value]),
  )
}

function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(element.attribs)) {
    // React answers a javascript: URL with its own; the option's selected state is its select's value.
    if ((name === 'action' || name === 'formaction') && value.startsWith('javascript:')) continue
    if (name === 'selected') continue
    // A form control's state as React's uncontrolled props, so the page renders without handlers.
    if (name === 'checked') props.defaultChecked = true
    else if (name === 'value' && element.name === 'input') props.defaultValue = value
    else if (name === 'style') props.style = styleObject(value)
    else if (BOOLEAN.has(name)) props[RENAMED[name] ?? name] = true
    else if (name.startsWith('aria-') || name.startsWith('data-')) props[name] = value
    else props[RENAMED[name] ?? camel(name)] = value
  }
  return props
}

function toMarkup(nodes: ChildNode[]): TMarkupNode[] {
  const out: TMarkupNode[] = []
  for (const node of nodes) {
    if (isText(node)) {
      if (node.data.length > 0) out.push(node.data)
    } else if (isTag(node) && !SKIPPED.has(node.name)) {
      const props = propsOf(node)
      if (node.name === 'textarea') {
        props.defaultValue = node.children
          .filter(isText)
          .map((text) => text.data)
          .join('')
        out.push({ tag: node.name, props, children: [] })
      } else out.push({ tag: node.name, props, children: VOID.has(node.name) ? [] : toMarkup(node.children) })
    }
  }
  return out
}

type TCaptureOptions = {
  /**
   * The page's stylesheet links first (React places them in the head): a browser then lays out
   * and paints the same page, as Lighthouse measures it.
   */
  stylesheets?: boolean
  /** Classes a head script of the page adds to `<html>` before the body is parsed: its first layout has them. */
  htmlClasses?: readonly string[]
}

/**
 * A page's server HTML as the reproduction page's tree: the attributes of `<html>` and `<body>`
 * and the body's content, and how many elements the body has.
 */
export function captureMarkup(
  html: string,
  options: TCaptureOptions = {},
): { page: TMarkupPage; elements: number } {
  const document = parseDocument(html)
  const root = document.children.find((child): child is Element => isTag(child) && child.name === 'html')
  const body = root?.children.find((child): child is Element => isTag(child) && child.name === 'body')
  if (!root || !body) throw new Error('the page has no <html> with a <body>')
  const links: TMarkupNode[] = options.stylesheets
    ? findAll(
        (element) => element.name === 'link' && element.attribs.rel === 'stylesheet',
        document.children,
      ).map((link) => ({
        tag: 'link',
        props: { rel: 'stylesheet', href: link.attribs.href, precedence: 'default' },
        children: [],
      }))
    : []
  const htmlProps = propsOf(root)
  const classes = [htmlProps.className, ...(options.htmlClasses ?? [])].filter(Boolean).join(' ')
  if (classes) htmlProps.className = classes
  const children = [...links, ...toMarkup(body.children)]
  const count = (nodes: TMarkupNode[]): number =>
    nodes.reduce((sum, node) => sum + (typeof node === 'string' ? 0 : 1 + count(node.children)), 0)
  return {
    page: { html: htmlProps, body: propsOf(body), children },
    elements: count(children) - links.length,
  }
}

/** Writes a page's captured markup where the reproduction page reads it (BENCH_MARKUP_DIR). */
export function writeMarkup(
  folder: string,
  name: string,
  html: string,
  options: TCaptureOptions = {},
): number {
  const { page, elements } = captureMarkup(html, options)
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(path.join(folder, `${name}.json`), JSON.stringify(page))
  return elements
}
