import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TOutboxRecord } from '@/modules/email/transport'
import { sendVerificationMail } from './mails'

let outbox: string

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-newsletter-mail-'))
  process.env.DATA_DIR = dataDir
  process.env.PUBLIC_URL = 'https://exhale.example'
  process.env.MAIL_FROM = 'Exhale <hello@exhale.example>'
  outbox = path.join(dataDir, 'outbox')
})

async function readOutbox(): Promise<TOutboxRecord[]> {
  const files = (await fs.readdir(outbox)).filter((file) => file.endsWith('.json'))
  return Promise.all(
    files.map(async (file) => JSON.parse(await fs.readFile(path.join(outbox, file), 'utf8'))),
  )
}

describe('sendVerificationMail', () => {
  it('sends a localized mail with the verify link, a plain-text part, a linked unsubscribe address and the one-click List-Unsubscribe headers', async () => {
    const subscriptionId = '0b6f2c8e-4a1d-4c3e-9f7a-2d5b8e1c0a9f'
    const token = 'a'.repeat(43)
    await sendVerificationMail({ subscriptionId, email: 'anna@example.test', locale: 'de', token })
    const [mail] = await readOutbox()
    expect(mail?.to).toBe('anna@example.test')
    expect(mail?.subject).toBe('Bitte bestätige dein Abo des Exhale-Newsletters')
    expect(mail?.links).toContain(`https://exhale.example/de/subscribe-verify/${token}`)
    expect(mail?.text).toContain(`https://exhale.example/de/subscribe-verify/${token}`)
    expect(mail?.text).toContain('Abo bestätigen')
    // One target: the HTTPS page (RFC 8058 one-click); no mailto to a mailbox nobody reads.
    expect(mail?.headers['List-Unsubscribe']).toBe(
      `<https://exhale.example/de/unsubscribe/${subscriptionId}>`,
    )
    // The HTML part links the unsubscribe address (not only shows it as text).
    expect(mail?.links).toContain(`https://exhale.example/de/unsubscribe/${subscriptionId}`)
    expect(mail?.text).toContain(`Abmelden: https://exhale.example/de/unsubscribe/${subscriptionId}`)
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const eml = await fs.readFile(path.join(outbox, `${mail?.id}.eml`), 'utf8')
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    expect(eml.replace(/\r?\n\s+/g, ' ')).toContain(
      `List-Unsubscribe: <https://exhale.example/de/unsubscribe/${subscriptionId}>`,
    )
  })
})
