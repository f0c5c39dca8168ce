// Where the embedded PostgreSQL keeps its cluster and runs its binaries from.
//
// PostgreSQL refuses to run as root, so as root we run it as the `postgres` system user. That
// user cannot enter a directory of mode 700 such as root's home, where a first `git clone` and
// `npm ci && npm start` usually happen: neither the binaries in node_modules nor DATA_DIR are
// reachable for it. Then (and only then) the binaries are copied to a directory it may read, and
// the cluster lives in a directory it owns, both under RUNTIME_DIR; DATA_DIR/postgres becomes a
// link to the cluster so people still find it. The user's home keeps its permissions.
// See docs/decisions/018-embedded-postgres-as-root.md.
import { execFile as execFileCallback, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

const execFile = promisify(execFileCallback)

export type TBinaries = { initdb: string; pg_ctl: string; postgres: string }
export type TOsUser = { uid: number; gid: number } | undefined
export type TPlacement = {
  /** The cluster directory PostgreSQL runs on (pg_ctl -D). */
  pgDir: string
  logFile: string
  binaries: TBinaries
  /** True when the cluster lives outside DATA_DIR (root, DATA_DIR unreachable for `postgres`). */
  relocated: boolean
}

/** Where a root start keeps what the `postgres` user must reach. */
export const ROOT_RUNTIME_DIR = '/var/lib/exhale'

/** True when the OS user may enter (search) the directory, or run the file, at that path. */
export function canReach(osUser: NonNullable<TOsUser>, target: string): boolean {
  const result = spawnSync('test', ['-x', target], { uid: osUser.uid, gid: osUser.gid, stdio: 'ignore' })
  return result.status === 0
}

function shortHash(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16)
}

/** The binaries' `native` folder (bin, lib, share), copied once per package build; the copy is root's, readable by all. */
async function copyBinaries(binaries: TBinaries, runtimeDir: string): Promise<TBinaries> {
  const nativeDir = path.dirname(path.dirname(binaries.postgres))
  const stamp = (await fs.stat(binaries.postgres)).mtimeMs
  const target = path.join(runtimeDir, `postgres-${shortHash(`${await fs.realpath(nativeDir)}:${stamp}`)}`)
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    const scratch = `${target}.copy-${process.pid}`
    await fs.rm(scratch, { recursive: true, force: true })
    await execFile('cp', ['-a', nativeDir, scratch])
    await execFile('chmod', ['-R', 'go+rX,go-w', scratch])
    await fs.rename(scratch, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another start copied it a moment before us: theirs is as good as ours.
      await fs.rm(scratch, { recursive: true, force: true })
      if (!existsSync(path.join(target, 'bin', 'postgres'))) throw error
    })
  }
  return {
    initdb: path.join(target, 'bin', 'initdb'),
    pg_ctl: path.join(target, 'bin', 'pg_ctl'),
    postgres: path.join(target, 'bin', 'postgres'),
  }
}

/** Points DATA_DIR/postgres at the relocated cluster (a link; replaces only an older link). */
async function linkFromDataDir(dataDir: string, pgDir: string) {
  const link = path.join(dataDir, 'postgres')
  const current = await fs.readlink(link).catch(() => undefined)
  if (current === pgDir) return
  if (current !== undefined) await fs.rm(link)
  else if (existsSync(link)) return // a real directory: never touched
  await fs.symlink(pgDir, link)
}

/**
 * Decides where the cluster and binaries are for this start. Without an OS user switch (not
 * root) or when the `postgres` user reaches both, nothing moves: DATA_DIR/postgres as always.
 */
export async function placeEmbeddedPostgres(options: {
  dataDir: string
  binaries: TBinaries
  osUser: TOsUser
  runtimeDir?: string
}): Promise<TPlacement> {
  const { dataDir, osUser, runtimeDir = ROOT_RUNTIME_DIR } = options
  const inDataDir = {
    pgDir: path.join(dataDir, 'postgres'),
    logFile: path.join(dataDir, 'postgres.log'),
    binaries: options.binaries,
    relocated: false,
  }
  if (!osUser) return inDataDir
  const binariesReachable = canReach(osUser, options.binaries.postgres)
  const dataDirReachable = canReach(osUser, dataDir)
  if (binariesReachable && dataDirReachable) return inDataDir

  await fs.mkdir(runtimeDir, { recursive: true, mode: 0o755 })
  await fs.chmod(runtimeDir, 0o755)
  const binaries = binariesReachable ? options.binaries : await copyBinaries(options.binaries, runtimeDir)
  if (dataDirReachable) return { ...inDataDir, binaries }

  const home = path.join(runtimeDir, `data-${shortHash(await fs.realpath(dataDir))}`)
  await fs.mkdir(home, { recursive: true, mode: 0o700 })
  await fs.chown(home, osUser.uid, osUser.gid)
  // For people looking around /var/lib/exhale: whose cluster this is.
  await fs.writeFile(path.join(home, 'DATA_DIR'), `${await fs.realpath(dataDir)}\n`)
  const pgDir = path.join(home, 'postgres')
  await linkFromDataDir(dataDir, pgDir)
  return { pgDir, logFile: path.join(home, 'postgres.log'), binaries, relocated: true }
}
