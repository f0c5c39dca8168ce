// Reads the glossaries (i18n/glossary/<locale>.json) and the content stories (content/<locale>)
// for the voice checks of `npm run i18n:check` (decision 069); the checks themselves are pure,
// in modules/i18n/check-glossary.ts.
import fs from 'node:fs'
import path from 'node:path'
import {
  checkRegister,
  checkTerms,
  contentUnits,
  messageUnits,
  type TGlossary,
  type TTextUnit,
  ZGlossary,
} from '@/modules/i18n/check-glossary'
import { flattenMessages, type TIssue, type TMessageTree } from '@/modules/i18n/check-messages'

function storyFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** Every message and content text of one locale. */
export function loadTextUnits(root: string, locale: string, messages: TMessageTree): TTextUnit[] {
  const content = storyFiles(path.join(root, 'content', locale)).flatMap((file) =>
    contentUnits(
      path.relative(root, file).split(path.sep).join('/'),
      JSON.parse(fs.readFileSync(file, 'utf8')),
    ),
  )
  return [...messageUnits(flattenMessages(messages)), ...content]
}

function loadGlossary(root: string, locale: string): TGlossary | TIssue {
  const file = path.join(root, 'i18n', 'glossary', `${locale}.json`)
  if (!fs.existsSync(file)) return { kind: 'glossaries', text: `i18n/glossary/${locale}.json (missing)` }
  const parsed = ZGlossary.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
  if (!parsed.success) {
    return { kind: 'glossaries', text: `i18n/glossary/${locale}.json: ${parsed.error.issues[0]?.message}` }
  }
  if (parsed.data.locale !== locale) {
    return { kind: 'glossaries', text: `i18n/glossary/${locale}.json says locale "${parsed.data.locale}"` }
  }
  return parsed.data
}

/**
 * The form of address and the glossary's words in every locale but the reference one, whose
 * texts say where a concept is named.
 */
export function checkVoice(
  root: string,
  merged: Readonly<Record<string, TMessageTree>>,
  referenceLocale: string,
): TIssue[] {
  const reference = new Map(
    loadTextUnits(root, referenceLocale, merged[referenceLocale] ?? {}).map((unit) => [unit.key, unit.text]),
  )
  const issues: TIssue[] = []
  for (const [locale, messages] of Object.entries(merged)) {
    if (locale === referenceLocale) continue
    const glossary = loadGlossary(root, locale)
    if ('kind' in glossary) {
      issues.push(glossary)
      continue
    }
    const units = loadTextUnits(root, locale, messages)
    issues.push(...checkRegister(glossary, units), ...checkTerms(glossary, units, reference))
  }
  return issues
}
