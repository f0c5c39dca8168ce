import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, expect, it } from 'vitest'
import { closeDatabase, db } from './client'

type TConnect = typeof pg.Client.prototype.connect
const connect = pg.Client.prototype.connect
afterEach(() => {
  pg.Client.prototype.connect = connect
})

// `npm start` stops PostgreSQL right after closing the pool: a connection still open then is
// ended by the server, and the pool reports each one as an error ("terminating connection due
// to administrator command") in the log of a clean shutdown.
it('has closed every connection of the pool when it resolves', async () => {
  const clients: pg.Client[] = []
  pg.Client.prototype.connect = function (this: pg.Client, ...args: Parameters<TConnect>) {
    // The app's pool only: the test setup's own client creates this file's database first.
    if (this.database === new URL(process.env.DATABASE_URL as string).pathname.slice(1)) clients.push(this)
    return connect.apply(this, args)
  } as TConnect
  await Promise.all(Array.from({ length: 4 }, () => db.execute(sql`select pg_sleep(0.05)`)))
  expect(clients).toHaveLength(4)

  await closeDatabase()

  const sockets = clients.map(
    (client) => (client as unknown as { connection: { stream: { destroyed: boolean } } }).connection.stream,
  )
  expect(sockets.map((socket) => socket.destroyed)).toEqual([true, true, true, true])
})
