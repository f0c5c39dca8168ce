import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { buildMessages, listMessageParts, renderMessages, writeMessages } from './build-messages'

let root: string

function writePart(dir: string, locale: string, messages: unknown) {
  fs.mkdirSync(path.join(root, dir), { recursive: true })
  fs.writeFileSync(path.join(root, dir, `${locale}.json`), JSON.stringify(messages))
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'exhale-messages-'))
})
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

describe('build-messages', () => {
  it('lists the shared part first, then each feature (and part of one) that has messages, sorted', () => {
    writePart('modules/zeta/messages', 'en', {})
    writePart('modules/alpha/messages', 'en', {})
    writePart('modules/alpha/second-factor/messages', 'en', {})
    fs.mkdirSync(path.join(root, 'modules/no-messages/components'), { recursive: true })
    expect(listMessageParts(root).map((dir) => path.relative(root, dir))).toEqual([
      'i18n/messages',
      'modules/alpha/messages',
      'modules/alpha/second-factor/messages',
      'modules/zeta/messages',
    ])
  })

  it('merges the shared strings and the features, deeply', () => {
    writePart('i18n/messages', 'de', {
      common: { home: 'Startseite' },
      errors: { 'common/invalid-input': 'Ungültig' },
    })
    writePart('modules/auth/messages', 'de', {
      auth: { signIn: 'Anmelden' },
      errors: { 'auth/wrong-password': 'Falsch' },
    })
    writePart('modules/news/messages', 'de', { errors: { 'news/gone': 'Weg' } })
    expect(buildMessages(root, 'de')).toEqual({
      common: { home: 'Startseite' },
      auth: { signIn: 'Anmelden' },
      errors: { 'common/invalid-input': 'Ungültig', 'auth/wrong-password': 'Falsch', 'news/gone': 'Weg' },
    })
  })

  it('skips a part that lacks the locale', () => {
    writePart('i18n/messages', 'fr', { a: 'x' })
    writePart('modules/auth/messages', 'en', { b: 'y' })
    expect(buildMessages(root, 'fr')).toEqual({ a: 'x' })
  })

  it('refuses a key defined twice, naming the file and the key', () => {
    writePart('i18n/messages', 'en', { errors: { 'auth/wrong-password': 'Wrong' } })
    writePart('modules/auth/messages', 'en', { errors: { 'auth/wrong-password': 'Wrong password' } })
    expect(() => buildMessages(root, 'en')).toThrow(
      `${path.join('modules', 'auth', 'messages', 'en.json')}: errors.auth/wrong-password is defined twice`,
    )
  })

  it('refuses a key that is a string in one part and a group in another', () => {
    writePart('i18n/messages', 'en', { auth: 'Auth' })
    writePart('modules/auth/messages', 'en', { auth: { title: 'x' } })
    expect(() => buildMessages(root, 'en')).toThrow('auth is both a string and a group')
    writePart('i18n/messages', 'en', { auth: { title: 'x' } })
    writePart('modules/auth/messages', 'en', { auth: 'Auth' })
    expect(() => buildMessages(root, 'en')).toThrow('auth is defined twice')
  })

  it('renders all nine locales as formatted JSON', () => {
    for (const locale of locales) writePart('i18n/messages', locale, { hello: locale })
    const rendered = renderMessages(root)
    expect([...rendered.keys()]).toEqual([...locales])
    expect(rendered.get('pl')).toBe('{\n  "hello": "pl"\n}\n')
  })

  it('writes only changed files, by renaming a complete file into place', () => {
    for (const locale of locales) writePart('i18n/messages', locale, { hello: locale })
    expect(writeMessages(root)).toBe(locales.length)
    const file = path.join(root, 'messages', 'de.json')
    const past = new Date('2020-01-01T00:00:00Z')
    fs.utimesSync(file, past, past)
    // Unchanged: left alone, so the build does not look stale.
    expect(writeMessages(root)).toBe(0)
    expect(fs.statSync(file).mtime).toEqual(past)
    writePart('i18n/messages', 'de', { hello: 'hallo' })
    expect(writeMessages(root)).toBe(1)
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ hello: 'hallo' })
    expect(fs.readdirSync(path.join(root, 'messages')).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('the repository parts build without conflicts', () => {
    for (const locale of locales) expect(() => buildMessages(process.cwd(), locale)).not.toThrow()
  })
})
