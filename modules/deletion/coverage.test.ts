import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { erasers } from './registry'

/**
 * Columns that look personal by name but are not, each with the reason. Add to this list only
 * what truly identifies nobody; anything else needs an eraser in modules/deletion/registry.ts.
 */
const NOT_PERSONAL: Record<string, string> = {
  'broadcast_delivery.claimed_by': 'the id of the worker process that holds the lease, not a person',
}

/** Column names that identify a person, or may hold an address. */
const PERSONAL_NAME =
  '(^|_)(user|owner|actor|author|creator|buyer|customer|member|participant|invitee|inviter)(_id)?$|email|_by$|^ip(_address)?$'

async function listPersonalColumns(): Promise<Array<{ table: string; column: string }>> {
  const { rows } = await db.execute<{ table: string; column: string }>(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name ~* ${PERSONAL_NAME}
    union
    -- Any column with a foreign key to the users table, whatever its name.
    select kcu.table_name, kcu.column_name
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_schema = rc.constraint_schema and kcu.constraint_name = rc.constraint_name
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_schema = rc.unique_constraint_schema and ccu.constraint_name = rc.unique_constraint_name
    where kcu.table_schema = 'public' and ccu.table_name = 'users'
    order by 1, 2
  `)
  return rows
}

describe('the deletion registry', () => {
  it('erases every table that has a user or email column (add an eraser for a new table)', async () => {
    const handled = new Set(erasers.flatMap((eraser) => eraser.tables))
    const columns = await listPersonalColumns()
    // The test would pass vacuously on an empty schema.
    expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining(['users.email', 'sessions.user_id', 'newsletter_subscription.email']),
    )
    const forgotten = columns
      .filter(({ table, column }) => !handled.has(table) && !(`${table}.${column}` in NOT_PERSONAL))
      .map(({ table, column }) => `${table}.${column}`)
    expect(
      forgotten,
      'tables with personal columns that no eraser in modules/deletion/registry.ts handles',
    ).toEqual([])
  })

  it('names only tables that exist, each in one eraser', async () => {
    const { rows } = await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    )
    const existing = new Set(rows.map((row) => row.name))
    const named = erasers.flatMap((eraser) => eraser.tables)
    expect(named.filter((table) => !existing.has(table))).toEqual([])
    expect(new Set(named).size).toBe(named.length)
  })
})
