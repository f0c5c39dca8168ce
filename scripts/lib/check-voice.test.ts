import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import type { TMessageTree } from '@/modules/i18n/check-messages'
import { checkVoice } from './check-voice'

const root = process.cwd()
const shipped = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as TMessageTree,
  ]),
)

describe('checkVoice on the shipped texts', () => {
  it('finds one form of address and only the glossary words in all nine languages', () => {
    expect(checkVoice(root, shipped, 'en')).toEqual([])
  })
})

describe('checkVoice on a German fixture', () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'exhale-voice-'))
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }))
  fs.mkdirSync(path.join(fixture, 'i18n', 'glossary'), { recursive: true })
  fs.copyFileSync(path.join(root, 'i18n/glossary/de.json'), path.join(fixture, 'i18n/glossary/de.json'))
  fs.mkdirSync(path.join(fixture, 'content', 'de'), { recursive: true })
  fs.writeFileSync(
    path.join(fixture, 'content/de/home.json'),
    JSON.stringify({
      name: 'Startseite',
      content: {
        _uid: 'hero',
        component: 'teaser',
        text: 'Finden Sie heraus, wie abhängig Sie sind, und wählen Sie Ihren Rauchstopp-Tag.',
      },
    }),
  )
  const messages = {
    en: { craving: { title: 'Breathe with us' } },
    de: { craving: { title: 'Atme mit uns, bis dein Verlangen nachlässt.' } },
  }

  it('fails when the content says "Sie" beside messages that say "du"', () => {
    const issues = checkVoice(fixture, messages, 'en')
    expect(issues.map((issue) => issue.kind)).toEqual(['register', 'register', 'register', 'register'])
    expect(issues[0]?.text).toContain('content/de/home.json hero.text says "Sie" but de says "du"')
  })

  it('names a locale without a glossary', () => {
    const issues = checkVoice(
      fixture,
      { ...messages, fr: { craving: { title: 'Respirez avec nous' } } },
      'en',
    )
    expect(issues).toContainEqual({ kind: 'glossaries', text: 'i18n/glossary/fr.json (missing)' })
  })
})
