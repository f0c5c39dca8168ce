// One "app instance" for the rate-limit integration test: Better Auth alone over HTTP, with the
// configuration of the environment (DATABASE_URL, REDIS_URL, …). Prints "ready <port>".
import http from 'node:http'
import { toNodeHandler } from 'better-auth/node'
import { createAuth } from '../auth'

// Rate limits are under test here, not the bot check.
const auth = createAuth({ botCheck: false })
const handler = toNodeHandler(auth)
const server = http.createServer((req, res) => {
  void handler(req, res)
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
