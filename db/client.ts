import 'server-only'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { outsideRequest } from '@/lib/outside-request'
import { schema } from './schema'

// One pool per process. The URL comes from the environment at first use: the start script
// sets it after it has found or started the database, tests set it per file. The pool lives on
// globalThis because Next's server bundle and the start script each load their own copy of
// this module, and shutdown must close the one that served requests.
const holder = globalThis as typeof globalThis & { __exhalePool?: pg.Pool }

// Connections outlive the request that opened them: they open outside its context
// (lib/outside-request.ts).
class PooledClient extends pg.Client {
  override connect: pg.Client['connect'] = ((...args: Parameters<pg.Client['connect']>) =>
    outsideRequest(() => super.connect(...args))) as pg.Client['connect']
}

function getPool(): pg.Pool {
  if (!holder.__exhalePool) {
    const connectionString = process.env.DATABASE_URL
    if (!connectionString) throw new Error('DATABASE_URL is not set: start the app with `npm start`.')
    const pool = new pg.Pool({
      Client: PooledClient,
      connectionString,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    })
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', (error) => console.error('database pool error', error.message))
    holder.__exhalePool = pool
  }
  return holder.__exhalePool
}

function createDb() {
  return drizzle({ client: getPool(), schema, casing: 'snake_case' })
}
export type TDb = ReturnType<typeof createDb>
export type TTransaction = Parameters<Parameters<TDb['transaction']>[0]>[0]

let instance: TDb | undefined
export const db: TDb = new Proxy({} as TDb, {
  get(_target, property) {
    instance ??= createDb()
    const value = Reflect.get(instance, property, instance)
    return typeof value === 'function' ? value.bind(instance) : value
  },
})

export async function pingDatabase(): Promise<void> {
  await getPool().query('select 1')
}

const CLOSE_WAIT_MS = 5_000

/**
 * Resolves once every connection of the pool is closed. pg's `end()` resolves when it has asked
 * its clients to close, before their sockets have; `npm start` stops PostgreSQL right after, and
 * the server would end those connections itself, each an error in the log of a clean shutdown.
 */
export async function closeDatabase(): Promise<void> {
  const closing = holder.__exhalePool
  holder.__exhalePool = undefined
  instance = undefined
  if (!closing) return
  let open = closing.totalCount
  const allClosed = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CLOSE_WAIT_MS)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    if (open === 0) done()
    closing.on('remove', () => {
      open -= 1
      if (open === 0) done()
    })
  })
  await closing.end()
  await allClosed
}
