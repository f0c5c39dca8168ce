import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { createElement, type ReactNode } from 'react'

/**
 * An element of a page's server HTML as the bench captured it (scripts/bench/lib/markup.ts):
 * tag, React props, children. Text is a string.
 */
export type TMarkupNode = string | { tag: string; props: Record<string, unknown>; children: TMarkupNode[] }

/**
 * A captured page: the React props of its `<html>` and `<body>` (the language, the classes its
 * layout depends on) and the body's content.
 */
export type TMarkupPage = {
  html: Record<string, unknown>
  body: Record<string, unknown>
  children: TMarkupNode[]
}

const pages = new Map<string, TMarkupPage>()

/**
 * The captured page `<name>.json` in BENCH_MARKUP_DIR, read once per instance; null when the
 * bench has not captured it. Only the bench's reproduction page reads it.
 */
export function loadMarkup(name: string): TMarkupPage | null {
  const folder = process.env.BENCH_MARKUP_DIR
  if (!folder || !/^[a-z-]+$/.test(name)) return null
  const known = pages.get(name)
  if (known) return known
  const file = path.join(folder, `${name}.json`)
  if (!fs.existsSync(file)) return null
  const page = JSON.parse(fs.readFileSync(file, 'utf8')) as TMarkupPage
  pages.set(name, page)
  return page
}

/** React elements of a captured tree, made anew on every call as a page's render makes them. */
export function renderMarkup(nodes: TMarkupNode[]): ReactNode[] {
  return nodes.map((node) =>
    typeof node === 'string'
      ? node
      : createElement(node.tag, node.props, ...(node.children.length > 0 ? renderMarkup(node.children) : [])),
  )
}
