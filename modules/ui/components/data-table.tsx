import type { ReactNode } from 'react'

/** One column: its header, what a row shows in it, and whether that cell names the row. */
export type TColumn<TRow> = {
  header: string
  cell: (row: TRow) => ReactNode
  /** The cell that names the row (`<th scope="row">`), e.g. a user's e-mail. */
  rowHeader?: boolean
  /** Extra classes of the column's cells (`whitespace-nowrap`, `font-mono text-xs`); a row header's
   * replace its `font-medium`. */
  className?: string
}

// Below tablet width a stacked table turns each row into a card: the cells stack and each shows
// its column's name first (decision 054). `display: block` makes browsers drop the table from the
// accessibility tree, so the stacked table states its roles explicitly, and the visible column
// name is CSS content with empty alternative text (`/ ""`): a screen reader reads the header/value
// pair from the table once, not the name twice.
const stackedParts = {
  table: 'max-md:block',
  head: 'max-md:sr-only',
  body: 'max-md:block',
  row: 'max-md:mb-3 max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:p-3',
  rowHeader: 'max-md:block max-md:pr-0 max-md:pt-0',
  cell: 'max-md:block max-md:py-1 max-md:pr-0 max-md:before:mr-1 max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)_":"_/_""]',
}

const role = (stacked: boolean, name: string) => (stacked ? name : undefined)

/**
 * A table of rows (admin lists, histories): a name for screen readers, column headers, one row
 * per item, and the `empty` text instead of the table when there are no rows. `stacked` gives the
 * card layout on phones. A server component: cells render on the server.
 */
export function DataTable<TRow>({
  caption,
  labelledBy,
  columns,
  rows,
  rowKey,
  empty,
  stacked = false,
  className = 'mt-3',
  tableClassName = '',
}: {
  /** The table's name for screen readers, when no heading names it (else `labelledBy`). */
  caption?: string
  /** The id of the heading that names the table. */
  labelledBy?: string
  columns: readonly TColumn<TRow>[]
  rows: readonly TRow[]
  rowKey: (row: TRow) => string
  /** Shown instead of the table without rows; nothing when left out. */
  empty?: ReactNode
  stacked?: boolean
  /** Classes of the wrapper (its margin). */
  className?: string
  tableClassName?: string
}) {
  if (rows.length === 0) return empty ? <p className={`${className} text-slate-600`}>{empty}</p> : null
  const part = (name: keyof typeof stackedParts) => (stacked ? stackedParts[name] : '')
  const padding = (index: number) => (index === columns.length - 1 ? 'py-2' : 'py-2 pr-4')
  return (
    <div className={`${className} overflow-x-auto`}>
      <table
        role={role(stacked, 'table')}
        aria-labelledby={labelledBy}
        className={`w-full text-left text-sm ${tableClassName} ${part('table')}`}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead
          role={role(stacked, 'rowgroup')}
          className={`border-b border-slate-300 text-slate-700 ${part('head')}`}
        >
          <tr role={role(stacked, 'row')}>
            {columns.map((column, index) => (
              <th
                key={column.header}
                scope="col"
                role={role(stacked, 'columnheader')}
                className={padding(index)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={role(stacked, 'rowgroup')} className={part('body')}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role={role(stacked, 'row')}
              className={`border-b border-slate-100 align-top ${part('row')}`}
            >
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    role={role(stacked, 'rowheader')}
                    className={`${padding(index)} ${column.className ?? 'font-medium'} ${part('rowHeader')}`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    role={role(stacked, 'cell')}
                    data-label={stacked ? column.header : undefined}
                    className={`${padding(index)} ${column.className ?? ''} ${part('cell')}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
