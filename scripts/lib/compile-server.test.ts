import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compiledEntry, compileServerEntry, isCompiledEntryStale } from './compile-server.mjs'

// `npm start` runs scripts/start.ts compiled to JavaScript (decision 056).
describe('the compiled server entry', () => {
  it('is plain JavaScript that Node loads without a TypeScript loader', async () => {
    const entry = await compileServerEntry()
    expect(entry).toBe(compiledEntry)
    expect(isCompiledEntryStale()).toBe(false)
    // Parsing and linking it needs no loader: `node --check` on the file itself.
    execFileSync(process.execPath, ['--check', entry])
    const text = fs.readFileSync(entry, 'utf8')
    expect(text).not.toMatch(/from ["']server-only["']/)
    expect(text).toMatch(/from ["']next\/navigation\.js["']/)
  })

  it('is compiled again when one of its sources is newer', async () => {
    await compileServerEntry()
    // As if it had been compiled before any of today's sources were written.
    const past = new Date('2000-01-01T00:00:00Z')
    fs.utimesSync(compiledEntry, past, past)
    expect(isCompiledEntryStale()).toBe(true)
    await compileServerEntry()
    expect(isCompiledEntryStale()).toBe(false)
  })
})
