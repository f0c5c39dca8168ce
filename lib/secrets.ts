import 'server-only'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { TConfig } from '@/lib/config'

/**
 * BETTER_AUTH_SECRET, or the one kept in DATA_DIR/auth-secret, generated on first use so that
 * `npm start` needs no set-up. Instances that share a database but not a data directory must
 * set BETTER_AUTH_SECRET (sessions signed by one must verify on the other).
 */
export function getAuthSecret(config: TConfig): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET
  return readOrCreateSecretFile(config, 'auth-secret', 'BETTER_AUTH_SECRET')
}

/** DATA_DIR/<name>, created with 48 random bytes on first use (see getAuthSecret). */
export function readOrCreateSecretFile(config: TConfig, name: string, variable = 'its variable'): string {
  const file = path.join(config.dataDir, name)
  const existing = readSecret(file)
  if (existing) return existing
  createFileOnce(file, `${randomBytes(48).toString('base64url')}\n`)
  const created = readSecret(file)
  if (!created) throw new Error(`${file} is empty: delete it or set ${variable}.`)
  return created
}

/**
 * Creates `file` (mode 600) with `content` unless it exists. Written aside, then linked into
 * place: link fails when another process was first, and then theirs wins; nobody ever reads a
 * half-written file.
 */
export function createFileOnce(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, content, { mode: 0o600 })
  try {
    fs.linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    fs.rmSync(temporary, { force: true })
  }
}

function readSecret(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
