// Builds messages/{locale}.json from the parts: i18n/messages/{locale}.json (shared strings)
// and modules/<feature>/messages/{locale}.json (each feature's own; also
// modules/<feature>/<part>/messages for a part grouped in a subfolder). Features own their
// strings in their folder; next-intl and the translation check read the merged files.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { locales } from '@/i18n/locales'

type TTree = { [key: string]: string | TTree }

export function listMessageParts(root: string): string[] {
  const modules = path.join(root, 'modules')
  const subfolders = (dir: string) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'messages')
      .map((entry) => path.join(dir, entry.name))
  // A feature's own strings, and those of a part it groups in a subfolder (auth's second factor).
  const featureParts = fs.existsSync(modules)
    ? subfolders(modules)
        .flatMap((feature) => [feature, ...subfolders(feature)])
        .map((folder) => path.join(folder, 'messages'))
        .filter((dir) => fs.existsSync(dir))
        .sort()
    : []
  return [path.join(root, 'i18n', 'messages'), ...featureParts]
}

function mergeInto(target: TTree, source: TTree, origin: string, trail: string[] = []) {
  for (const [key, value] of Object.entries(source)) {
    const here = [...trail, key]
    const existing = target[key]
    if (typeof value === 'object' && value !== null) {
      if (typeof existing === 'string')
        throw new Error(`${origin}: ${here.join('.')} is both a string and a group`)
      target[key] = existing ?? {}
      mergeInto(target[key] as TTree, value, origin, here)
    } else if (existing !== undefined) {
      throw new Error(`${origin}: ${here.join('.')} is defined twice`)
    } else {
      target[key] = value
    }
  }
}

export function buildMessages(root: string, locale: string): TTree {
  const merged: TTree = {}
  for (const dir of listMessageParts(root)) {
    const file = path.join(dir, `${locale}.json`)
    if (!fs.existsSync(file)) continue
    mergeInto(merged, JSON.parse(fs.readFileSync(file, 'utf8')) as TTree, path.relative(root, file))
  }
  return merged
}

export function renderMessages(root: string): Map<string, string> {
  return new Map(
    locales.map((locale) => [locale, `${JSON.stringify(buildMessages(root, locale), null, 2)}\n`]),
  )
}

/**
 * Writes messages/{locale}.json, each only when its text changed and then atomically (a temporary
 * file renamed over it): tests and a build that read the files while `npm start` or
 * `npm run i18n:build` runs never see a half-written file, and an unchanged file keeps its
 * modification time, so it does not make the production build look stale.
 */
export function writeMessages(root: string): number {
  const dir = path.join(root, 'messages')
  fs.mkdirSync(dir, { recursive: true })
  let written = 0
  for (const [locale, text] of renderMessages(root)) {
    const file = path.join(dir, `${locale}.json`)
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
    if (current === text) continue
    const temporary = `${file}.${process.pid}.tmp`
    fs.writeFileSync(temporary, text)
    fs.renameSync(temporary, file)
    written++
  }
  return written
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.cwd()
  const written = writeMessages(root)
  console.log(`messages/*.json rebuilt from ${listMessageParts(root).length} parts (${written} changed)`)
}
