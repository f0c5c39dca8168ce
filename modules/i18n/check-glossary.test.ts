import { describe, expect, it } from 'vitest'
import {
  checkRegister,
  checkTerms,
  contentUnits,
  type TGlossary,
  type TTextUnit,
  ZGlossary,
} from './check-glossary'

const german: TGlossary = ZGlossary.parse({
  locale: 'de',
  address: {
    register: 'du',
    note: 'du everywhere',
    use: ['du', 'dich', 'dir', 'dein\\p{L}*'],
    refuse: ['Sie', 'Ihnen', 'Ihr', 'Ihre', 'Ihren'],
    ambiguousAtSentenceStart: ['Sie', 'Ihnen', 'Ihr', 'Ihre', 'Ihren'],
  },
  gender: { convention: 'neutral' },
  terms: [],
})

const unit = (key: string, text: string): TTextUnit => ({ key, where: key, text })

describe('checkRegister', () => {
  it('refuses a German text with "Sie" beside texts that say "du"', () => {
    const issues = checkRegister(german, [
      unit('messages:craving.title', 'Atme mit uns, bis das Verlangen nachlässt.'),
      unit('messages:home.hero', 'Finden Sie heraus, wie abhängig Sie sind, und wählen Sie Ihren Tag.'),
      unit('messages:home.newsletter', 'Trag dich ein, wir schreiben dir einmal im Monat.'),
    ])
    expect(issues.map((issue) => issue.kind)).toEqual(['register', 'register', 'register', 'register'])
    expect(issues[0]?.text).toContain('messages:home.hero says "Sie" but de says "du"')
    expect(issues.some((issue) => issue.text.includes('"Ihren"'))).toBe(true)
  })

  it('lets "Sie" mean "they" at the start of a sentence, and skips quoted speech', () => {
    const issues = checkRegister(german, [
      unit('a', 'Manche Auslöser kommen selten. Sie können dich noch Monate später überraschen.'),
      unit('b', 'Bewahre die Codes auf. Sie werden nur jetzt angezeigt.'),
      unit('c', 'Auf dem Schild stand „Rauchen Sie hier nicht“, und du hast gelacht.'),
    ])
    expect(issues).toEqual([])
  })

  it('allows a listed text with its reason', () => {
    const allowing = { ...german, allow: [{ where: 'quote', word: 'Sie', reason: 'a title' }] }
    expect(checkRegister(allowing, [unit('quote', 'Wie geht es Sie an?')])).toEqual([])
    expect(checkRegister(german, [unit('quote', 'Wie geht es Sie an?')])).toHaveLength(1)
  })
})

const glossaryOf = (locale: string, terms: TGlossary['terms']): TGlossary =>
  ZGlossary.parse({
    locale,
    address: { register: 'x', note: 'x', use: ['x'], refuse: ['y'] },
    gender: { convention: 'neutral' },
    terms,
  })
const slipAndRelapse = (slip: string, relapse: string): TGlossary['terms'] => [
  { concept: 'slip', en: 'slip(?:s|ped)?', use: [slip], refuse: ['reca[ií]das?'] },
  { concept: 'relapse', en: 'relaps(?:e|es)', use: [relapse], refuse: [] },
]

describe('checkTerms', () => {
  const english = new Map([
    ['messages:companion.slip.heading', 'A slip is not a failure'],
    ['messages:companion.relapse', 'A slip is not a relapse'],
    ['messages:companion.other', 'Well done'],
  ])

  it.each([
    ['es', 'desliz', 'Una recaída no es un fracaso'],
    ['pt', 'deslize', 'Uma recaída não é um fracasso'],
  ])('refuses "recaída" for a slip in %s', (locale, slip, text) => {
    const issues = checkTerms(
      glossaryOf(locale, slipAndRelapse(slip, 'recaída')),
      [unit('messages:companion.slip.heading', text)],
      english,
    )
    expect(issues).toHaveLength(1)
    expect(issues[0]?.text).toContain(`says "recaída", the glossary says "${slip}" for slip`)
  })

  it('keeps "recaída" where the English text names a relapse, and where it names no slip', () => {
    const glossary = glossaryOf('es', slipAndRelapse('desliz', 'recaída'))
    const units = [
      unit('messages:companion.relapse', 'Un desliz no es una recaída'),
      unit('messages:companion.other', 'Sin recaídas'),
    ]
    expect(checkTerms(glossary, units, english)).toEqual([])
  })

  it('refuses "Dì" (a day) for the imperative "Di\'" in Italian, everywhere', () => {
    const glossary = glossaryOf('it', [{ concept: 'tell', use: ["Di'"], refuse: ['[Dd]ì'] }])
    const issues = checkTerms(glossary, [unit('messages:ideas.delay', 'Dì a te stesso: non ora.')], new Map())
    expect(issues).toHaveLength(1)
    expect(
      checkTerms(glossary, [unit('messages:ideas.delay', "Di' a te stesso: non ora.")], new Map()),
    ).toEqual([])
  })
})

describe('contentUnits', () => {
  it('collects each block field, a rich-text paragraph per line, keyed by file and block id', () => {
    const story = {
      name: 'Hilfe',
      slug: 'help',
      content: {
        _uid: 'page-1',
        component: 'page',
        title: 'Hilfe',
        body: [
          {
            _uid: 'faq-1',
            component: 'faq',
            heading: 'Wie funktioniert der Test?',
            text: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Mach den ' },
                    {
                      type: 'text',
                      text: 'Test',
                      marks: [{ type: 'link', attrs: { href: '/survey/test' } }],
                    },
                    { type: 'text', text: '.' },
                  ],
                },
                { type: 'paragraph', content: [{ type: 'text', text: 'Er dauert zwei Minuten.' }] },
              ],
            },
            link: { url: '/survey/test', linktype: 'url' },
          },
        ],
      },
    }
    expect(contentUnits('content/de/help.json', story)).toEqual([
      { key: 'content:help.json#name', where: 'content/de/help.json name', text: 'Hilfe' },
      { key: 'content:help.json#page-1.title', where: 'content/de/help.json page-1.title', text: 'Hilfe' },
      {
        key: 'content:help.json#faq-1.heading',
        where: 'content/de/help.json faq-1.heading',
        text: 'Wie funktioniert der Test?',
      },
      {
        key: 'content:help.json#faq-1.text',
        where: 'content/de/help.json faq-1.text',
        text: 'Mach den Test.\nEr dauert zwei Minuten.',
      },
    ])
  })
})
