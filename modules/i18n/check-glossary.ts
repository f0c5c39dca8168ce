// Pure checks of a language's voice and words behind `npm run i18n:check` (decision 069): one
// form of address per language, and the glossary's chosen term instead of a refused variant.
// The texts are every message and every text field of the content stories; the glossary is
// i18n/glossary/<locale>.json. scripts/check-translations.ts reads the files.
import { z } from 'zod'
import type { TIssue } from './check-messages'

const ZPatterns = z.array(z.string().min(1))

export const ZGlossary = z.strictObject({
  $comment: z.string().optional(),
  locale: z.string().min(2),
  address: z.strictObject({
    /** The chosen form of address, e.g. "du" or "vous". */
    register: z.string().min(1),
    note: z.string().min(1),
    /** Words of the chosen register (regular expressions, matched as whole words). */
    use: ZPatterns.min(1),
    /** Words of the other register: a text with one of them mixes the registers. */
    refuse: ZPatterns.min(1),
    /** Refused words that mean something else at the start of a sentence (German "Sie" = they). */
    ambiguousAtSentenceStart: ZPatterns.default([]),
  }),
  gender: z.strictObject({
    convention: z.string().min(1),
    refuse: ZPatterns.default([]),
  }),
  terms: z.array(
    z.strictObject({
      concept: z.string().min(1),
      /** Where the English text names the concept; without it the refused words are refused everywhere. */
      en: z.string().min(1).optional(),
      use: ZPatterns.min(1),
      refuse: ZPatterns.default([]),
      note: z.string().optional(),
    }),
  ),
  /** Texts that may contain a refused word, each with the reason. */
  allow: z
    .array(z.strictObject({ where: z.string().min(1), word: z.string().min(1), reason: z.string().min(1) }))
    .default([]),
})
export type TGlossary = z.infer<typeof ZGlossary>

/** One text: `key` pairs it with the English text of the same place, `where` names it for people. */
export type TTextUnit = { key: string; where: string; text: string }

const letter = '[\\p{L}\\p{N}]'

/** A pattern as people read it: "wpadk\\p{L}*" → "wpadk…", "[Dd]i" → "Di". */
function readable(pattern: string): string {
  return pattern.replace(/\\p\{L\}\*/gu, '…').replace(/\[(\p{L})\p{L}+\]/gu, '$1')
}

/** A whole-word regular expression (letters of any script count as word characters). */
export function wordPattern(sources: readonly string[], flags = 'gu'): RegExp {
  return new RegExp(`(?<!${letter})(?:${sources.join('|')})(?!${letter})`, flags)
}

// Quoted speech is someone else's voice ("Tu peux le faire", said to oneself), not ours.
const quoted = /„[^“”"]*[“”"]|“[^”]*”|«[^»]*»|"[^"]*"/gu

function withoutQuotes(text: string): string {
  return text.replace(quoted, (match) => ' '.repeat(match.length))
}

/** True when `index` starts a sentence: first word, or after . ! ? : … a line break or an ICU brace. */
function startsSentence(text: string, index: number): boolean {
  const before = text.slice(0, index).replace(/[\s(„“"«–—-]+$/u, '')
  return before === '' || /[.!?:…\n{}]$/u.test(before)
}

function excerpt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 30)
  const end = Math.min(text.length, index + length + 30)
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ')}${end < text.length ? '…' : ''}`
}

function isAllowed(glossary: TGlossary, unit: TTextUnit, word: string): boolean {
  return glossary.allow.some((entry) => entry.where === unit.key && entry.word === word)
}

type THit = { word: string; index: number }

function findAll(pattern: RegExp, text: string): THit[] {
  return [...text.matchAll(pattern)].map((match) => ({ word: match[0], index: match.index ?? 0 }))
}

/**
 * Texts of one locale in the form of address the glossary refuses (decision 069). Quoted speech
 * is skipped, and so are the words that at a sentence's start mean something else.
 */
export function checkRegister(glossary: TGlossary, units: readonly TTextUnit[]): TIssue[] {
  const refused = wordPattern(glossary.address.refuse)
  const ambiguousWords = glossary.address.ambiguousAtSentenceStart
  const ambiguous =
    ambiguousWords.length > 0 ? new RegExp(`^(?:${ambiguousWords.join('|')})$`, 'u') : undefined
  const issues: TIssue[] = []
  for (const unit of units) {
    const text = withoutQuotes(unit.text)
    for (const hit of findAll(refused, text)) {
      if (ambiguous?.test(hit.word) && startsSentence(text, hit.index)) continue
      if (isAllowed(glossary, unit, hit.word)) continue
      issues.push({
        kind: 'register',
        text: `${glossary.locale}: ${unit.where} says "${hit.word}" but ${glossary.locale} says "${glossary.address.register}" (${excerpt(unit.text, hit.index, hit.word.length)})`,
      })
    }
  }
  return issues
}

/**
 * Refused variants of the glossary's terms and gender convention. A term with an English
 * pattern is checked only in texts whose English counterpart names the concept, unless that
 * English text also names a concept whose chosen word is the one found ("a slip is not a
 * relapse" may say "recaída").
 */
export function checkTerms(
  glossary: TGlossary,
  units: readonly TTextUnit[],
  english: ReadonlyMap<string, string>,
): TIssue[] {
  const issues: TIssue[] = []
  const report = (unit: TTextUnit, hit: THit, what: string) => {
    if (isAllowed(glossary, unit, hit.word)) return
    issues.push({
      kind: 'glossary',
      text: `${glossary.locale}: ${unit.where} says "${hit.word}", ${what} (${excerpt(unit.text, hit.index, hit.word.length)})`,
    })
  }
  for (const unit of units) {
    for (const term of glossary.terms) {
      if (term.refuse.length === 0) continue
      const source = english.get(unit.key)
      if (term.en !== undefined && (source === undefined || !wordPattern([term.en], 'iu').test(source)))
        continue
      for (const hit of findAll(wordPattern(term.refuse), unit.text)) {
        const namedElsewhere = glossary.terms.some(
          (other) =>
            other !== term &&
            other.en !== undefined &&
            source !== undefined &&
            wordPattern([other.en], 'iu').test(source) &&
            wordPattern(other.use, 'u').test(hit.word),
        )
        if (!namedElsewhere)
          report(
            unit,
            hit,
            `the glossary says ${term.use.map((word) => `"${readable(word)}"`).join(' or ')} for ${term.concept}`,
          )
      }
    }
    if (glossary.gender.refuse.length > 0) {
      for (const hit of findAll(wordPattern(glossary.gender.refuse), unit.text)) {
        report(unit, hit, `against the gender convention: ${glossary.gender.convention}`)
      }
    }
  }
  return issues
}

const metadataKeys = new Set([
  '_uid',
  'marks',
  'attrs',
  'component',
  'type',
  'id',
  'uuid',
  'slug',
  'full_slug',
  'lang',
  'created_at',
  'published_at',
  'first_published_at',
  'url',
  'cached_url',
  'linktype',
  'fieldtype',
  'anchor',
  'href',
  'target',
  'icon',
  'style',
  'layout',
  'filename',
  'story',
  'tag_list',
])

/**
 * The texts of one content story, one per block field (a rich-text block per line). The
 * key is the file and the block's `_uid`, which the translations of a story share.
 */
export function contentUnits(file: string, story: unknown): TTextUnit[] {
  const units = new Map<string, string[]>()
  const add = (key: string, text: string) => {
    const list = units.get(key) ?? []
    list.push(text)
    units.set(key, list)
  }
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      add(key, value)
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key)
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>
      const uid = typeof record._uid === 'string' ? record._uid : undefined
      for (const [field, child] of Object.entries(record)) {
        if (metadataKeys.has(field)) continue
        walk(child, uid ? `${uid}.${field}` : key === '' ? field : key)
      }
      // A rich-text paragraph, heading or list item ends a line; its text nodes (split by
      // marks and links) run on within it.
      if (typeof record.type === 'string' && record.type !== 'text' && record.type !== 'doc') add(key, '\n')
    }
  }
  walk(story, '')
  const name = file.replace(/^content\/[^/]+\//, '')
  return [...units]
    .map(([key, texts]) => ({
      key: `content:${name}#${key}`,
      where: `${file} ${key}`,
      text: texts.join('').trim(),
    }))
    .filter((unit) => unit.text !== '')
}

/** The texts of a locale's merged messages, keyed by the dotted message key. */
export function messageUnits(flat: Readonly<Record<string, unknown>>): TTextUnit[] {
  return Object.entries(flat)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => ({ key: `messages:${key}`, where: `messages ${key}`, text }))
}
