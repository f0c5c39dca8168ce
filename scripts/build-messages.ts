// Builds messages/{locale}.json from the parts: i18n/messages/{locale}.json (shared strings)
// and modules/<feature>/messages/{locale}.json (each feature's own). Features own their
// strings in their folder; next-intl and the translation check read the merged files.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { locales } from '@/i18n/locales'

type TTree = { [key: string]: string | TTree }

export function listMessageParts(root: string): string[] {
  const modules = path.join(root, 'modules')
  const featureParts = fs.existsSync(modules)
    ? fs
        .readdirSync(modules)
        .map((feature) => path.join(modules, feature, 'messages'))
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.cwd()
  fs.mkdirSync(path.join(root, 'messages'), { recursive: true })
  for (const [locale, text] of renderMessages(root)) {
    fs.writeFileSync(path.join(root, 'messages', `${locale}.json`), text)
  }
  console.log(`messages/*.json rebuilt from ${listMessageParts(root).length} parts`)
}
