import type { TDb, TTransaction } from '@/db/client'

/** Whose data is erased: an account (with its address) or only an address (subscriber). */
export type TErasureSubject = { userId: string | null; email: string }

/** What a data-deletion page lists, one line per kind of data (messages: `deletion.items.*`). */
export type TDeletionItem =
  | 'account'
  | 'sessions'
  | 'signInMethods'
  | 'surveyResponses'
  | 'certificates'
  | 'ownedChallenges'
  | 'challengeParticipations'
  | 'quitCompanion'
  | 'newsletter'
  | 'purchases'
  | 'pushDevices'

export type TErasureContext = {
  tx: TTransaction
  subject: TErasureSubject
  now: Date
  /** Work that must only happen once the deletion is committed (mails, calls to providers). */
  afterCommit(task: () => Promise<void>): void
}

/**
 * One feature's part of a deletion. Every table with a column that identifies a person (user
 * id, email, …) must be named by exactly one eraser's `tables`: modules/deletion/coverage.test.ts
 * enumerates the database and fails for a table nobody erases.
 */
export type TEraser = {
  name: string
  /** SQL table names whose personal columns this eraser deletes or anonymises. */
  tables: readonly string[]
  /** Deletes or anonymises the subject's rows, inside the one deletion transaction. */
  erase(context: TErasureContext): Promise<void>
  /** Counts for the "what will be deleted" list. */
  describe?(db: TDb, subject: TErasureSubject): Promise<Partial<Record<TDeletionItem, number>>>
  /** The subject's data for the JSON export (GDPR access and portability), under `name`. */
  exportData?(db: TDb, subject: TErasureSubject): Promise<unknown>
}
