import 'server-only'
import { hashPersonalValue } from '@/lib/hashing'

/** What stays of an imported uid once its account is erased (db/schema/firebase-import.ts). */
export function hashImportedUid(uid: string): string {
  return hashPersonalValue('firebase-import:uid', uid)
}
