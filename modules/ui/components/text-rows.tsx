import 'server-only'
import { escapeUTF8 } from 'entities'

/**
 * A table body of plain-text cells as one piece of server HTML (decision 074): a long uniform
 * table (a chart's figures, 30 rows of three elements) then costs React one element to render,
 * send and hydrate instead of one per row and cell. Every cell is text, escaped here.
 */
export function TextRows({ rows }: { rows: ReadonlyArray<readonly string[]> }) {
  const html = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${escapeUTF8(cell)}</td>`).join('')}</tr>`)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: every cell is escaped text (entities)
  return <tbody dangerouslySetInnerHTML={{ __html: html.join('') }} />
}
