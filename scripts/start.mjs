// `npm start` (and `npm run dev`): the server entry scripts/start.ts, compiled to JavaScript
// first when it changed (scripts/lib/compile-server.mjs), then run in this process.
import { pathToFileURL } from 'node:url'
import { compileServerEntry } from './lib/compile-server.mjs'

const entry = await compileServerEntry()
await import(pathToFileURL(entry).href)
