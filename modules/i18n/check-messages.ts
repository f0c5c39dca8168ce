// Pure checks behind `npm run i18n:check` (scripts/check-translations.ts reads the files and
// prints the report). Every locale must have every key, no value may be empty, every message
// must parse as ICU, and a key's placeholders must be the same in all locales.
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser'

export type TMessageTree = { [key: string]: unknown }
/** Flat messages of one locale: dotted key → value (a string unless the file is wrong). */
export type TFlatMessages = Record<string, unknown>

export const checkKinds = [
  'stale',
  'parts',
  'missing',
  'empty',
  'syntax',
  'placeholders',
  'glossaries',
  'register',
  'glossary',
] as const
export type TCheckKind = (typeof checkKinds)[number]
export type TIssue = { kind: TCheckKind; text: string }

const headings: Record<TCheckKind, string> = {
  stale: 'messages/*.json differ from their parts, run `npx tsx scripts/build-messages.ts`:',
  parts: 'Message folders without a file for every locale:',
  missing: 'Missing keys:',
  empty: 'Empty values:',
  syntax: 'Messages that do not parse as ICU:',
  placeholders: 'Placeholders that differ between locales:',
  glossaries: 'Glossaries (i18n/glossary/<locale>.json) missing or not valid:',
  register: 'Texts in the other form of address (decision 069, i18n/glossary/<locale>.json):',
  glossary: 'Words the glossary refuses (i18n/glossary/<locale>.json):',
}

function isTree(value: unknown): value is TMessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function flattenMessages(tree: TMessageTree, prefix = ''): TFlatMessages {
  const flat: TFlatMessages = {}
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (isTree(value)) Object.assign(flat, flattenMessages(value, path))
    else flat[path] = value
  }
  return flat
}

function unionOfKeys(byLocale: Record<string, TFlatMessages>): string[] {
  const keys = new Set<string>()
  for (const flat of Object.values(byLocale)) for (const key of Object.keys(flat)) keys.add(key)
  return [...keys]
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** Keys a locale lacks, and values that are empty (or not text), against the union of all keys. */
export function findMissingAndEmpty(byLocale: Record<string, TFlatMessages>): TIssue[] {
  const keys = unionOfKeys(byLocale)
  const issues: TIssue[] = []
  for (const [locale, flat] of Object.entries(byLocale)) {
    for (const key of keys) {
      if (!(key in flat)) issues.push({ kind: 'missing', text: `${locale}: ${key}` })
      else if (!isText(flat[key])) issues.push({ kind: 'empty', text: `${locale}: ${key}` })
    }
  }
  return issues
}

function collectPlaceholders(elements: MessageFormatElement[], into: Set<string>) {
  for (const element of elements) {
    if (
      isArgumentElement(element) ||
      isNumberElement(element) ||
      isDateElement(element) ||
      isTimeElement(element)
    ) {
      into.add(`{${element.value}}`)
    } else if (isPluralElement(element) || isSelectElement(element)) {
      into.add(`{${element.value}}`)
      for (const option of Object.values(element.options)) collectPlaceholders(option.value, into)
    } else if (isTagElement(element)) {
      into.add(`<${element.value}>`)
      collectPlaceholders(element.children, into)
    }
  }
}

/** The arguments ({name}) and rich-text tags (<name>) of an ICU message. Throws if it does not parse. */
export function placeholdersOf(message: string): Set<string> {
  const found = new Set<string>()
  collectPlaceholders(parse(message), found)
  return found
}

function describeParseError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const location = (error as Error & { location?: { start?: { line: number; column: number } } }).location
  const where = location?.start ? ` at ${location.start.line}:${location.start.column}` : ''
  return `${error.message}${where}`
}

function formatSet(set: Set<string>): string {
  return set.size === 0 ? '(none)' : [...set].sort().join(' ')
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item))
}

/**
 * Parses every message and compares each key's placeholders with the reference locale (the
 * first locale that has the key as parseable text when the reference lacks it).
 */
export function checkSyntaxAndPlaceholders(
  byLocale: Record<string, TFlatMessages>,
  referenceLocale: string,
): TIssue[] {
  const issues: TIssue[] = []
  const parsed: Record<string, Record<string, Set<string>>> = {}
  for (const [locale, flat] of Object.entries(byLocale)) {
    const sets: Record<string, Set<string>> = {}
    for (const [key, value] of Object.entries(flat)) {
      if (typeof value !== 'string') continue
      try {
        sets[key] = placeholdersOf(value)
      } catch (error) {
        issues.push({ kind: 'syntax', text: `${locale}: ${key} (${describeParseError(error)})` })
      }
    }
    parsed[locale] = sets
  }
  const locales = [referenceLocale, ...Object.keys(byLocale).filter((locale) => locale !== referenceLocale)]
  for (const key of unionOfKeys(byLocale)) {
    const reference = locales.find((locale) => parsed[locale]?.[key] !== undefined)
    if (!reference) continue
    const expected = parsed[reference]![key]!
    for (const locale of locales) {
      const actual = parsed[locale]?.[key]
      if (locale === reference || actual === undefined || sameSet(actual, expected)) continue
      issues.push({
        kind: 'placeholders',
        text: `${locale}: ${key} has ${formatSet(actual)}, ${reference} has ${formatSet(expected)}`,
      })
    }
  }
  return issues
}

/** Generated files (messages/<locale>.json) whose text on disk differs from a fresh build. */
export function findStaleFiles(
  expected: ReadonlyMap<string, string>,
  onDisk: ReadonlyMap<string, string | undefined>,
): TIssue[] {
  const issues: TIssue[] = []
  for (const [locale, text] of expected) {
    const current = onDisk.get(locale)
    if (current === undefined) issues.push({ kind: 'stale', text: `messages/${locale}.json (missing)` })
    else if (current !== text) issues.push({ kind: 'stale', text: `messages/${locale}.json` })
  }
  return issues
}

/** Part folders (i18n/messages, modules/<feature>/messages) lacking a locale's file, or with unknown ones. */
export function findIncompleteParts(
  parts: ReadonlyArray<{ dir: string; files: readonly string[] }>,
  locales: readonly string[],
): TIssue[] {
  const issues: TIssue[] = []
  const expected = new Set(locales.map((locale) => `${locale}.json`))
  for (const { dir, files } of parts) {
    const present = new Set(files.filter((file) => file.endsWith('.json')))
    const missing = [...expected].filter((file) => !present.has(file))
    const unknown = [...present].filter((file) => !expected.has(file)).sort()
    if (missing.length > 0) issues.push({ kind: 'parts', text: `${dir}: missing ${missing.join(', ')}` })
    if (unknown.length > 0)
      issues.push({ kind: 'parts', text: `${dir}: unknown locale file ${unknown.join(', ')}` })
  }
  return issues
}

/** All content checks on the merged messages of every locale. */
export function checkMessages(merged: Record<string, TMessageTree>, referenceLocale: string): TIssue[] {
  const byLocale = Object.fromEntries(
    Object.entries(merged).map(([locale, tree]) => [locale, flattenMessages(tree)]),
  )
  return [...findMissingAndEmpty(byLocale), ...checkSyntaxAndPlaceholders(byLocale, referenceLocale)]
}

/** Issues grouped under one heading per kind, in a fixed order. */
export function formatIssues(issues: readonly TIssue[]): string {
  const lines: string[] = []
  for (const kind of checkKinds) {
    const ofKind = issues.filter((issue) => issue.kind === kind)
    if (ofKind.length === 0) continue
    lines.push(headings[kind], ...ofKind.map((issue) => `  ${issue.text}`), '')
  }
  return lines.join('\n').trimEnd()
}
