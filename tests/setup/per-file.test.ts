import { sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { db } from '@/db/client'
import { auditLog } from '@/db/schema/audit'
import { withAdminClient } from './databases'

const fileDatabase = () => new URL(process.env.DATABASE_URL ?? '').pathname.slice(1)

async function fileDatabaseExists(): Promise<boolean> {
  return withAdminClient(inject('testDatabaseAdminUrl'), async (client) => {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [fileDatabase()])
    return rows.length === 1
  })
}

describe('test database per file', () => {
  it('is cloned when the file first uses it, not before', async () => {
    expect(fileDatabase()).toMatch(/^exhale_test_\d+_/)
    expect(await fileDatabaseExists()).toBe(false)
  })

  it('points DATABASE_URL at a database of its own, cloned from the migrated template', async () => {
    const [row] = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows
    expect(row?.name).toBe(fileDatabase())
    expect(await fileDatabaseExists()).toBe(true)
    expect(await db.select().from(auditLog)).toEqual([])
  })

  it('writes through the shared db client', async () => {
    await db.insert(auditLog).values({ action: 'test/setup' })
    expect((await db.select().from(auditLog)).map((entry) => entry.action)).toEqual(['test/setup'])
  })
})
