import { getTableName, type SQL, sql, type Table } from 'drizzle-orm'

/**
 * `"table"."column"` for a correlated subquery inside a `sql` template. Drizzle writes a column
 * of the query's own table unqualified ("id") in a single-table select, and inside the subquery
 * that name binds to the subquery's table instead (`... where "campaign_id" = "id"` compares the
 * inner row with itself). `column` is the database name (snake_case).
 */
export function outerColumn(table: Table, column: string): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column)}`
}
