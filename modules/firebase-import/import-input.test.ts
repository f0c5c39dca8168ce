import { count } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { accounts, users } from '@/db/schema/auth'
import { importedFirebaseUids } from '@/db/schema/firebase-import'
import { useTestAuthEnvironment } from '@/modules/auth/testing'
import { TEST_PARAMETERS, writeExportFiles } from '@/tests/support/firebase-export'
import { readHashConfigFile } from './cli-options'
import type { TImportOptions } from './run-import'
import { runTestImport } from './testing'

beforeAll(async () => {
  await useTestAuthEnvironment()
})

// A made-up password hash of the right length for the test signer key (64 bytes): these tests
// never sign in, so no scrypt is needed.
const fakePassword = (seed: number) => ({
  passwordHash: Buffer.alloc(64, seed).toString('base64'),
  salt: Buffer.alloc(10, seed).toString('base64'),
})

const manyUsers = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({
    localId: `${prefix}-${i}`,
    email: `${prefix}-${i}@example.test`,
    emailVerified: true,
    ...fakePassword(i % 250),
    createdAt: String(1_600_000_000_000 + i),
  }))

const runImport = (usersFile: string, options: Partial<TImportOptions> = {}) =>
  runTestImport(usersFile, { batchSize: 50, ...options })

async function rowCounts() {
  const [u] = await db.select({ n: count() }).from(users)
  const [a] = await db.select({ n: count() }).from(accounts)
  const [i] = await db.select({ n: count() }).from(importedFirebaseUids)
  return { users: u?.n, accounts: a?.n, uids: i?.n }
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: Error) => error.message,
  )

describe('bad input is named and nothing is half written', () => {
  it('an unknown field deep in the file: its line, uid and name, and no batch before it stored', async () => {
    const exported: object[] = manyUsers(180, 'unknown-field')
    exported[150] = { ...exported[150], lastRefreshAt: '2024-01-01' }
    const { usersFile } = await writeExportFiles(exported)
    const before = await rowCounts()
    // Each user takes 8 lines (6 fields and the braces) after the opening line.
    expect(await failureOf(runImport(usersFile))).toBe(
      `users.json line ${2 + 150 * 8} (users[150], uid "unknown-field-150"): unknown field "lastRefreshAt"\nNothing was written.`,
    )
    expect(await rowCounts()).toEqual(before)
  })

  it('a wrong type names the field', async () => {
    const { usersFile } = await writeExportFiles([
      { localId: 'typed', email: 'typed@example.test', disabled: 'yes' },
    ])
    expect(await failureOf(runImport(usersFile))).toMatch(
      /^users\.json line 2 \(users\[0\], uid "typed"\): field "disabled": Invalid input: expected boolean/,
    )
    const claims = await writeExportFiles([
      { localId: 'claims', email: 'c@example.test', customAttributes: '{admin' },
    ])
    expect(await failureOf(runImport(claims.usersFile))).toMatch(
      /field "customAttributes": expected a JSON object/,
    )
  })

  it('a hash config of another project is noticed by the length of the hashes', async () => {
    const { usersFile } = await writeExportFiles(manyUsers(3, 'other-project'))
    const before = await rowCounts()
    const otherKey = { ...TEST_PARAMETERS, signerKey: Buffer.alloc(32, 1).toString('base64') }
    expect(await failureOf(runImport(usersFile, { parameters: otherKey }))).toMatch(
      /^users\.json line 2 \(users\[0\], uid "other-project-0"\): field "passwordHash" has 64 bytes, but this hash config's signer key makes hashes of 32: is the hash config from the same Firebase project\?/,
    )
    expect(await rowCounts()).toEqual(before)
  })

  it('a broken hash config file names its field', async () => {
    const { hashConfigFile } = await writeExportFiles([], { algorithm: 'SCRYPT', rounds: 8 })
    expect(await failureOf(readHashConfigFile(hashConfigFile))).toBe(
      `${hashConfigFile}: field "base64_signer_key": missing; field "base64_salt_separator": missing; field "mem_cost": Invalid input: expected number, received NaN`,
    )
    expect(await failureOf(readHashConfigFile('/nonexistent/hash.json'))).toBe(
      '/nonexistent/hash.json: cannot read the hash config (ENOENT)',
    )
  })

  it('a dry run checks and reports but writes nothing', async () => {
    const { usersFile } = await writeExportFiles(manyUsers(120, 'dry'))
    const before = await rowCounts()
    const summary = await runImport(usersFile, { dryRun: true })
    expect(summary).toMatchObject({ dryRun: true, total: 120, created: 120, withPassword: 120 })
    expect(await rowCounts()).toEqual(before)
  })

  it('a run that stops between batches resumes by running again', async () => {
    const { usersFile } = await writeExportFiles(manyUsers(160, 'resume'))
    const before = await rowCounts()
    // The process "dies" once the second batch is committed.
    const stopped = runImport(usersFile, {
      onProgress: ({ stage, done }) => {
        if (stage === 'importing' && done >= 100) throw new Error('killed')
      },
    })
    expect(await failureOf(stopped)).toBe('killed')
    expect((await rowCounts()).users).toBe(Number(before.users) + 100)
    const resumed = await runImport(usersFile)
    expect(resumed.created).toBe(60)
    expect(resumed.skipped['already-imported']?.count).toBe(100)
    const after = await rowCounts()
    expect(after).toEqual({
      users: Number(before.users) + 160,
      accounts: Number(before.accounts) + 160,
      uids: Number(before.uids) + 160,
    })
  })

  it('the same address twice in the file: the first one is imported, the second reported', async () => {
    const { usersFile } = await writeExportFiles([
      { localId: 'twin-a', email: 'twin@example.test' },
      { localId: 'twin-b', email: 'Twin@Example.test' },
    ])
    const summary = await runImport(usersFile)
    expect(summary.created).toBe(1)
    expect(summary.skipped['email-taken-by-import']?.examples).toEqual([
      expect.objectContaining({ uid: 'twin-b', detail: 'twin-a' }),
    ])
  })
})
