import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { expect, it } from 'vitest'
import { closeDatabase, db } from './client'

// `npm start` stops PostgreSQL right after closing the pool: a connection still open then is
// ended by the server, and the pool reports each one as an error ("terminating connection due
// to administrator command") in the log of a clean shutdown.
it('has closed every connection of the pool when it resolves', async () => {
  const clients: pg.Client[] = []
  ;(db.$client as pg.Pool).on('connect', (client) => clients.push(client))
  await Promise.all(Array.from({ length: 4 }, () => db.execute(sql`select pg_sleep(0.05)`)))
  expect(clients).toHaveLength(4)

  await closeDatabase()

  const sockets = clients.map(
    (client) => (client as unknown as { connection: { stream: { destroyed: boolean } } }).connection.stream,
  )
  expect(sockets.map((socket) => socket.destroyed)).toEqual([true, true, true, true])
})
