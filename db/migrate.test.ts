import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { count, sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { databaseUrl, FILE_DATABASE_PREFIX, quoteIdentifier, withAdminClient } from '@/tests/setup/databases'
import { db } from './client'
import { migrateDatabase, migrationsFolder } from './migrate'
import { auditLog } from './schema/audit'

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[]
}

async function inspect(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ auditLog: string | null; applied: number }>(
      `select to_regclass('public.audit_log')::text as "auditLog",
              (select count(*)::int from drizzle.__drizzle_migrations) as applied`,
    )
    return rows[0]
  } finally {
    await client.end()
  }
}

describe('migrations', () => {
  it('are applied to the test database: every migration once, audit_log exists', async () => {
    expect(journal.entries.length).toBeGreaterThan(0)
    expect(await inspect(process.env.DATABASE_URL ?? '')).toEqual({
      auditLog: 'audit_log',
      applied: journal.entries.length,
    })
  })

  it('a second run changes nothing', async () => {
    await migrateDatabase(process.env.DATABASE_URL ?? '')
    expect((await inspect(process.env.DATABASE_URL ?? ''))?.applied).toBe(journal.entries.length)
  })

  it('instances starting together on a fresh database take turns (advisory lock)', async () => {
    const adminUrl = inject('testDatabaseAdminUrl')
    const name = `${FILE_DATABASE_PREFIX}${inject('testRunPid')}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
    await withAdminClient(adminUrl, (client) => client.query(`create database ${quoteIdentifier(name)}`))
    try {
      const url = databaseUrl(adminUrl, name)
      const results = await Promise.allSettled([1, 2, 3, 4].map(() => migrateDatabase(url)))
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ])
      expect(await inspect(url)).toEqual({ auditLog: 'audit_log', applied: journal.entries.length })
    } finally {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      )
    }
  })
})

describe('transactions', () => {
  it('a transaction that throws leaves nothing written', async () => {
    const before = await db.select({ n: count() }).from(auditLog)
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(auditLog).values({ action: 'test/first' })
        await tx.insert(auditLog).values({ action: 'test/second' })
        expect((await tx.select({ n: count() }).from(auditLog))[0]?.n).toBe((before[0]?.n ?? 0) + 2)
        throw new Error('half-way failure')
      }),
    ).rejects.toThrow('half-way failure')
    expect(await db.select({ n: count() }).from(auditLog)).toEqual(before)
  })

  it('a failing statement rolls back the ones before it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(auditLog).values({ action: 'test/kept?' })
        await tx.execute(sql`select 1 / 0`)
      }),
    ).rejects.toThrow()
    expect(await db.select().from(auditLog).where(sql`${auditLog.action} = 'test/kept?'`)).toEqual([])
  })

  it('a committed transaction is visible to another connection', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(auditLog).values([{ action: 'test/a' }, { action: 'test/b' }])
    })
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await other.connect()
    try {
      const { rows } = await other.query(
        `select action from audit_log where action like 'test/_' order by action`,
      )
      expect(rows).toEqual([{ action: 'test/a' }, { action: 'test/b' }])
    } finally {
      await other.end()
    }
  })
})
