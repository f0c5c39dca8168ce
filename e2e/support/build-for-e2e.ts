// `E2E_PORT=<port> npm run build:e2e`: builds (if stale) with the Playwright web server's
// settings — its PUBLIC_URL and content copy are baked into the prerendered pages — so the test
// run's `npm start` finds the build fresh. A start of the tests' server meanwhile waits for it
// (server/build-lock.ts).
import fs from 'node:fs'
import path from 'node:path'
import { buildIfNeeded } from '@/server/build'
import { e2eContentDir } from './content'
import { e2ePort, e2eServerEnv } from './server-env'

const root = process.cwd()
Object.assign(process.env, e2eServerEnv(e2ePort()))
// The build reads the stories from the copy the server will read.
fs.rmSync(path.join(root, e2eContentDir), { recursive: true, force: true })
fs.cpSync(path.join(root, 'content'), path.join(root, e2eContentDir), { recursive: true })
await buildIfNeeded(root, (message) => console.log(message))
