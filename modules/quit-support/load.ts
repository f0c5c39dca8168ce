import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { type TQuitSupportService, ZQuitSupportFile } from './schemas'

export const QUIT_SUPPORT_FILE = 'quit-support.json'

/**
 * The quit support services of a language, in the operator's order (decision 065): read from
 * CONTENT_DIR/quit-support.json when pages are rendered (at build, and when revalidated). A file
 * that does not parse fails the render with its field named, like a broken story.
 */
export async function listQuitSupportServices(locale: TLocale): Promise<TQuitSupportService[]> {
  const file = path.resolve(getConfig().CONTENT_DIR, QUIT_SUPPORT_FILE)
  const parsed = ZQuitSupportFile.safeParse(JSON.parse(await fs.readFile(file, 'utf8')))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${file} is not valid: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`)
  }
  const byId = new Map(parsed.data.services.map((service) => [service.id, service]))
  return (parsed.data.locales[locale] ?? []).flatMap((id) => byId.get(id) ?? [])
}
