// `npm run i18n:check`: the message parts and the generated messages/*.json are complete and
// consistent in all nine locales, and each locale's texts (messages and content) keep one form of
// address and the words of its glossary (decision 069). The checks themselves live in
// modules/i18n/check-messages.ts and modules/i18n/check-glossary.ts.
import fs from 'node:fs'
import path from 'node:path'
import { defaultLocale, locales } from '@/i18n/locales'
import {
  checkMessages,
  findIncompleteParts,
  findStaleFiles,
  flattenMessages,
  formatIssues,
  type TIssue,
  type TMessageTree,
} from '@/modules/i18n/check-messages'
import { listMessageParts, renderMessages } from './build-messages'
import { checkVoice } from './lib/check-voice'

function readIfExists(file: string): string | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
}

function run(root: string): number {
  const partDirs = listMessageParts(root)
  const parts = partDirs.map((dir) => ({
    dir: path.relative(root, dir),
    files: fs.existsSync(dir) ? fs.readdirSync(dir) : [],
  }))

  let rendered: Map<string, string>
  try {
    rendered = renderMessages(root)
  } catch (error) {
    // A key defined twice, or as both a string and a group, across part files.
    console.error(`Translation check failed: the message parts do not merge.\n  ${String(error)}`)
    return 1
  }

  const onDisk = new Map(
    locales.map((locale) => [locale, readIfExists(path.join(root, 'messages', `${locale}.json`))]),
  )
  const merged = Object.fromEntries(
    [...rendered].map(([locale, text]) => [locale, JSON.parse(text) as TMessageTree]),
  )
  const issues: TIssue[] = [
    ...findStaleFiles(rendered, onDisk),
    ...findIncompleteParts(parts, locales),
    ...checkMessages(merged, defaultLocale),
    ...checkVoice(root, merged, defaultLocale),
  ]

  if (issues.length > 0) {
    console.error(`Translation check failed (${issues.length} problems):\n\n${formatIssues(issues)}`)
    return 1
  }
  const keyCount = Object.keys(flattenMessages(merged[defaultLocale] ?? {})).length
  console.log(
    `Translations OK: ${locales.length} locales × ${keyCount} keys from ${parts.length} part folders, messages/*.json up to date, one voice per locale.`,
  )
  return 0
}

process.exitCode = run(process.cwd())
