import { describe, expect, it } from 'vitest'
import {
  checkMessages,
  findIncompleteParts,
  findStaleFiles,
  flattenMessages,
  formatIssues,
  placeholdersOf,
  type TMessageTree,
} from './check-messages'

const en: TMessageTree = {
  nav: { login: 'Sign in', home: 'Home' },
  footer: { rights: '© {year} Exhale.' },
  errors: { 'common/unknown': 'Something went wrong.' },
}
const de: TMessageTree = {
  nav: { login: 'Anmelden', home: 'Startseite' },
  footer: { rights: '© {year} Exhale.' },
  errors: { 'common/unknown': 'Etwas ist schiefgelaufen.' },
}

describe('flattenMessages', () => {
  it('joins nested keys with dots and keeps slashes in error codes', () => {
    expect(flattenMessages(en)).toEqual({
      'nav.login': 'Sign in',
      'nav.home': 'Home',
      'footer.rights': '© {year} Exhale.',
      'errors.common/unknown': 'Something went wrong.',
    })
  })
})

describe('placeholdersOf', () => {
  it('finds arguments inside plurals and rich-text tags', () => {
    const found = placeholdersOf('{count, plural, one {# day with {name}} other {# days}} <b>free</b>')
    expect([...found].sort()).toEqual(['<b>', '{count}', '{name}'])
  })

  it('throws on a message that does not parse', () => {
    expect(() => placeholdersOf('Hello {name')).toThrow()
  })
})

describe('checkMessages', () => {
  it('reports nothing when every locale is complete and consistent', () => {
    expect(checkMessages({ en, de }, 'en')).toEqual([])
  })

  it('reports a key missing in one locale as `locale: key`', () => {
    const incomplete = { ...de, nav: { home: 'Startseite' } }
    expect(checkMessages({ en, de: incomplete }, 'en')).toEqual([{ kind: 'missing', text: 'de: nav.login' }])
  })

  it('reports a key only one locale has as missing in the others', () => {
    const extra = { ...de, nav: { ...(de.nav as TMessageTree), admin: 'Admin' } }
    expect(checkMessages({ en, de: extra }, 'en')).toEqual([{ kind: 'missing', text: 'en: nav.admin' }])
  })

  it('reports empty and blank values', () => {
    const blank = { ...de, nav: { login: '', home: '   ' } }
    expect(checkMessages({ en, de: blank }, 'en')).toEqual([
      { kind: 'empty', text: 'de: nav.login' },
      { kind: 'empty', text: 'de: nav.home' },
    ])
  })

  it('reports placeholders that differ from the reference locale', () => {
    const renamed = { ...de, footer: { rights: '© {jahr} Exhale.' } }
    expect(checkMessages({ en, de: renamed }, 'en')).toEqual([
      { kind: 'placeholders', text: 'de: footer.rights has {jahr}, en has {year}' },
    ])
  })

  it('reports a dropped placeholder', () => {
    const dropped = { ...de, footer: { rights: '© Exhale.' } }
    expect(checkMessages({ en, de: dropped }, 'en')).toEqual([
      { kind: 'placeholders', text: 'de: footer.rights has (none), en has {year}' },
    ])
  })

  it('reports messages that do not parse', () => {
    const broken = { ...de, footer: { rights: '© {year Exhale.' } }
    const issues = checkMessages({ en, de: broken }, 'en')
    expect(issues).toHaveLength(1)
    expect(issues[0]?.kind).toBe('syntax')
    expect(issues[0]?.text).toMatch(/^de: footer\.rights \(/)
  })
})

describe('findStaleFiles', () => {
  it('lists generated files that differ from a fresh build or do not exist', () => {
    const expected = new Map([
      ['en', '{"a":"A"}\n'],
      ['de', '{"a":"Ä"}\n'],
      ['fr', '{"a":"À"}\n'],
    ])
    const onDisk = new Map<string, string | undefined>([
      ['en', '{"a":"A"}\n'],
      ['de', '{"a":"A"}\n'],
      ['fr', undefined],
    ])
    expect(findStaleFiles(expected, onDisk)).toEqual([
      { kind: 'stale', text: 'messages/de.json' },
      { kind: 'stale', text: 'messages/fr.json (missing)' },
    ])
  })
})

describe('findIncompleteParts', () => {
  it('lists part folders without a file for every locale, and unknown locale files', () => {
    const parts = [
      { dir: 'i18n/messages', files: ['en.json', 'de.json'] },
      { dir: 'modules/surveys/messages', files: ['en.json', 'xx.json', 'notes.md'] },
    ]
    expect(findIncompleteParts(parts, ['en', 'de'])).toEqual([
      { kind: 'parts', text: 'modules/surveys/messages: missing de.json' },
      { kind: 'parts', text: 'modules/surveys/messages: unknown locale file xx.json' },
    ])
  })
})

describe('formatIssues', () => {
  it('groups issues under one heading per kind', () => {
    const text = formatIssues([
      { kind: 'empty', text: 'fr: nav.home' },
      { kind: 'missing', text: 'de: nav.login' },
    ])
    expect(text).toBe('Missing keys:\n  de: nav.login\n\nEmpty values:\n  fr: nav.home')
  })
})
