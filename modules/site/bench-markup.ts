import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { createElement, type ReactNode } from 'react'

/**
 * An element of a page's server HTML as the bench captured it (scripts/bench/lib/markup.ts):
 * tag, React props, children. Text is a string.
 */
export type TMarkupNode = string | { tag: string; props: Record<string, unknown>; children: TMarkupNode[] }

const trees = new Map<string, TMarkupNode[]>()

/**
 * The captured body of a page (`<name>.json` in BENCH_MARKUP_DIR), read once per instance; null
 * when the bench has not captured it. Only the bench's reproduction page reads it.
 */
export function loadMarkup(name: string): TMarkupNode[] | null {
  const folder = process.env.BENCH_MARKUP_DIR
  if (!folder || !/^[a-z-]+$/.test(name)) return null
  const known = trees.get(name)
  if (known) return known
  const file = path.join(folder, `${name}.json`)
  if (!fs.existsSync(file)) return null
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as TMarkupNode[]
  trees.set(name, tree)
  return tree
}

/** React elements of a captured tree, made anew on every call as a page's render makes them. */
export function renderMarkup(nodes: TMarkupNode[]): ReactNode[] {
  return nodes.map((node) =>
    typeof node === 'string'
      ? node
      : createElement(node.tag, node.props, ...(node.children.length > 0 ? renderMarkup(node.children) : [])),
  )
}
