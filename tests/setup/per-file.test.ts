import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { auditLog } from '@/db/schema/audit'

describe('test database per file', () => {
  it('points DATABASE_URL at a database of its own, cloned from the migrated template', async () => {
    const name = new URL(process.env.DATABASE_URL ?? '').pathname.slice(1)
    expect(name).toMatch(/^exhale_test_\d+_/)
    const [row] = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows
    expect(row?.name).toBe(name)
    expect(await db.select().from(auditLog)).toEqual([])
  })

  it('writes through the shared db client', async () => {
    await db.insert(auditLog).values({ action: 'test/setup' })
    expect((await db.select().from(auditLog)).map((entry) => entry.action)).toEqual(['test/setup'])
  })
})
