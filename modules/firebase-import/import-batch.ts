import 'server-only'
import { generateId } from '@better-auth/core/utils/id'
import { eq, inArray, sql } from 'drizzle-orm'
import { db, type TTransaction } from '@/db/client'
import { accounts, users } from '@/db/schema/auth'
import { erasedFirebaseUids, importedFirebaseUids } from '@/db/schema/firebase-import'
import { recordAudit } from '@/modules/audit/public'
import type { TPlannedAccount, TSkipped } from './plan-account'
import { hashImportedUid } from './uid-hash'

export type TBatchResult = { created: TPlannedAccount[]; skipped: TSkipped[] }

const linkKey = (link: { providerId: string; accountId: string }) =>
  `${link.providerId}\u0000${link.accountId}`

/** What of this batch already exists here: imported uids, erased uids, addresses, linked sign-ins. */
async function findExisting(tx: TTransaction, batch: TPlannedAccount[]) {
  const uids = batch.map((account) => account.uid)
  const imported = await tx
    .select({ uid: importedFirebaseUids.firebaseUid })
    .from(importedFirebaseUids)
    .where(inArray(importedFirebaseUids.firebaseUid, uids))
  const erased = await tx
    .select({ uidHash: erasedFirebaseUids.uidHash })
    .from(erasedFirebaseUids)
    .where(inArray(erasedFirebaseUids.uidHash, uids.map(hashImportedUid)))
  // Exact match on the unique index: addresses are stored lower-cased (Better Auth lower-cases
  // them on sign-up and looks them up so; the import does the same).
  const addresses = await tx
    .select({ email: users.email, importedAs: importedFirebaseUids.firebaseUid })
    .from(users)
    .leftJoin(importedFirebaseUids, eq(importedFirebaseUids.userId, users.id))
    .where(
      inArray(
        users.email,
        batch.map((account) => account.email),
      ),
    )
  const wanted = batch.flatMap((account) => account.links)
  const linked =
    wanted.length === 0
      ? []
      : await tx
          .select({ providerId: accounts.providerId, accountId: accounts.accountId })
          .from(accounts)
          .where(
            sql`(${accounts.providerId}, ${accounts.accountId}) in (${sql.join(
              wanted.map((link) => sql`(${link.providerId}, ${link.accountId})`),
              sql`, `,
            )})`,
          )
  return {
    imported: new Set(imported.map((row) => row.uid)),
    erased: new Set(erased.map((row) => row.uidHash)),
    addresses: new Map(addresses.map((row) => [row.email, row.importedAs])),
    linked: new Set(linked.map(linkKey)),
  }
}

/** Splits the batch into what is created and what is skipped, and why; nothing is overwritten. */
async function sortBatch(tx: TTransaction, batch: TPlannedAccount[]): Promise<TBatchResult> {
  const existing = await findExisting(tx, batch)
  const created: TPlannedAccount[] = []
  const skipped: TSkipped[] = []
  for (const account of batch) {
    const skip = (reason: TSkipped['reason'], detail?: string) =>
      skipped.push({ uid: account.uid, email: account.email, line: account.line, reason, detail })
    const owner = existing.addresses.get(account.email)
    const takenLink = account.links.find((link) => existing.linked.has(linkKey(link)))
    if (existing.imported.has(account.uid)) skip('already-imported')
    else if (existing.erased.has(hashImportedUid(account.uid))) skip('erased')
    else if (owner) skip('email-taken-by-import', owner)
    else if (owner === null) skip('email-taken')
    else if (takenLink) skip('link-taken', takenLink.providerId)
    else {
      created.push(account)
      // Later entries of the same batch meet these as if they were stored already.
      existing.addresses.set(account.email, account.uid)
      for (const link of account.links) existing.linked.add(linkKey(link))
    }
  }
  return { created, skipped }
}

/** Inserts the accounts; answers those whose address someone took on the site meanwhile. */
async function insertAccounts(tx: TTransaction, planned: TPlannedAccount[]): Promise<TPlannedAccount[]> {
  const candidates = planned.map((account) => ({ id: generateId(32), account }))
  const inserted = await tx
    .insert(users)
    .values(
      candidates.map(({ id, account }) => ({
        id,
        email: account.email,
        name: account.name,
        emailVerified: account.emailVerified,
        image: account.image,
        createdAt: account.createdAt,
        updatedAt: account.createdAt,
        locale: account.locale,
        role: account.role,
        banned: account.disabled,
        banReason: account.disabled ? 'imported as disabled' : null,
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
  const stored = new Set(inserted.map((row) => row.id))
  const rows = candidates.filter(({ id }) => stored.has(id))
  const signIns = rows.flatMap(({ id, account }) => [
    // Better Auth finds a password sign-in as the `credential` account whose accountId is the user id.
    ...(account.password
      ? [
          {
            id: generateId(32),
            userId: id,
            providerId: 'credential',
            accountId: id,
            password: account.password,
          },
        ]
      : []),
    ...account.links.map((link) => ({ id: generateId(32), userId: id, ...link })),
  ])
  if (signIns.length > 0) await tx.insert(accounts).values(signIns)
  await tx
    .insert(importedFirebaseUids)
    .values(rows.map(({ id, account }) => ({ firebaseUid: account.uid, userId: id })))
  // Admin rights are audited as create-admin's are (decision 049): no actor, the command named.
  for (const { id, account } of rows) {
    if (account.role !== 'admin') continue
    await recordAudit(tx, {
      actorId: null,
      action: 'user.create',
      targetType: 'user',
      targetId: id,
      after: { role: 'admin', emailVerified: account.emailVerified, banned: account.disabled },
      details: { via: 'import:firebase-users' },
    })
  }
  return candidates.filter(({ id }) => !stored.has(id)).map(({ account }) => account)
}

/**
 * Imports one batch in one transaction: it is stored whole or not at all, so a run that stops
 * resumes by being started again (imported uids are skipped). With `dryRun` it only reads.
 */
export async function importBatch(batch: TPlannedAccount[], dryRun: boolean): Promise<TBatchResult> {
  if (batch.length === 0) return { created: [], skipped: [] }
  return db.transaction(async (tx) => {
    const sorted = await sortBatch(tx, batch)
    if (dryRun || sorted.created.length === 0) return sorted
    const raced = new Set(await insertAccounts(tx, sorted.created))
    return {
      created: sorted.created.filter((account) => !raced.has(account)),
      skipped: [
        ...sorted.skipped,
        ...[...raced].map((account) => ({
          uid: account.uid,
          email: account.email,
          line: account.line,
          reason: 'email-taken' as const,
        })),
      ],
    }
  })
}
