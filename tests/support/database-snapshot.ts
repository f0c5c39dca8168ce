// Every row of every table, as text: tests compare a snapshot before and after a rejected
// request to prove that bad input "changes nothing in the database".
import { sql } from 'drizzle-orm'
import { db } from '@/db/client'

/** Tables whose rows a rejected request may legitimately touch (none by default). */
export async function snapshotDatabase(ignore: readonly string[] = []): Promise<Record<string, string[]>> {
  const { rows: tables } = await db.execute<{ table: string }>(sql`
    select table_name as "table" from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
  const snapshot: Record<string, string[]> = {}
  for (const { table } of tables) {
    if (ignore.includes(table)) continue
    const quoted = sql.raw(`"${table.replaceAll('"', '""')}"`)
    const { rows } = await db.execute<{ row: string }>(sql`select t::text as row from ${quoted} t`)
    snapshot[table] = rows.map((r) => r.row).sort()
  }
  return snapshot
}
