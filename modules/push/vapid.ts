import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'
import type { TConfig } from '@/lib/config'
import { createFileOnce } from '@/lib/secrets'
import { getMailFrom } from '@/modules/email/public'

export type TVapidDetails = { publicKey: string; privateKey: string; subject: string }

const KEY_FILE = 'vapid-keys.json'

function readKeyFile(file: string): { publicKey: string; privateKey: string } | undefined {
  try {
    const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown }
    if (typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string') {
      return { publicKey: keys.publicKey, privateKey: keys.privateKey }
    }
    throw new Error(
      `${file} has no publicKey/privateKey: delete it or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`,
    )
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** DATA_DIR/vapid-keys.json, generated on first use; the first process to link it wins. */
function readOrCreateKeyFile(config: TConfig): { publicKey: string; privateKey: string } {
  const file = path.join(config.dataDir, KEY_FILE)
  const existing = readKeyFile(file)
  if (existing) return existing
  createFileOnce(file, `${JSON.stringify(webpush.generateVAPIDKeys())}\n`)
  const created = readKeyFile(file)
  if (!created) throw new Error(`${file} could not be created.`)
  return created
}

/** The contact address push services see: VAPID_SUBJECT, else the sender address of our mail. */
function vapidSubject(config: TConfig): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT
  const address = /<([^>]+)>/.exec(getMailFrom())?.[1] ?? getMailFrom()
  return `mailto:${address.trim()}`
}

/**
 * The VAPID key pair that signs every push (RFC 8292): from the environment, or generated into
 * DATA_DIR. A browser's subscription is bound to the public key; a new pair orphans them all.
 */
export function getVapidDetails(config: TConfig): TVapidDetails {
  const keys =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : readOrCreateKeyFile(config)
  return { ...keys, subject: vapidSubject(config) }
}
