// Test data for the Firebase import tests (vitest and e2e): users files as `firebase auth:export`
// writes them, with password hashes made by Firebase's modified scrypt. Used by tests only.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { hashFirebasePassword } from '@/modules/auth/sign-in/legacy-passwords/firebase-scrypt'

/** The sample hash parameters of Firebase's scrypt repository (its README's test vector). */
export const TEST_HASH_CONFIG = {
  algorithm: 'SCRYPT',
  base64_signer_key:
    'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
  base64_salt_separator: 'Bw==',
  rounds: 8,
  mem_cost: 14,
}

export const TEST_PARAMETERS = {
  signerKey: TEST_HASH_CONFIG.base64_signer_key,
  saltSeparator: TEST_HASH_CONFIG.base64_salt_separator,
  rounds: TEST_HASH_CONFIG.rounds,
  memCost: TEST_HASH_CONFIG.mem_cost,
}

/** `passwordHash` and `salt` of an exported password user, made from `password`. */
export async function firebasePassword(password: string): Promise<{ passwordHash: string; salt: string }> {
  const salt = randomBytes(10).toString('base64')
  return { passwordHash: await hashFirebasePassword(password, salt, TEST_PARAMETERS), salt }
}

/** The text of an export, laid out as the Firebase CLI writes it (one pretty-printed user each). */
export function exportText(users: readonly object[]): string {
  return `{"users": [\n${users.map((user) => JSON.stringify(user, null, 2)).join(',\n')}]}`
}

/** A users file and a hash config file in a new temporary folder. */
export async function writeExportFiles(
  users: readonly object[] | string,
  hashConfig: object | string = TEST_HASH_CONFIG,
): Promise<{ dir: string; usersFile: string; hashConfigFile: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-firebase-import-'))
  const usersFile = path.join(dir, 'users.json')
  const hashConfigFile = path.join(dir, 'hash.json')
  await fs.writeFile(usersFile, typeof users === 'string' ? users : exportText(users))
  await fs.writeFile(hashConfigFile, typeof hashConfig === 'string' ? hashConfig : JSON.stringify(hashConfig))
  return { dir, usersFile, hashConfigFile }
}
