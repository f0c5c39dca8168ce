import 'server-only'
import { render } from '@react-email/render'
import type { ReactElement } from 'react'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { deliver, type TDelivery } from './transport'

export type TEmail = {
  to: string
  subject: string
  /** The message body; rendered to HTML, and to the plain-text part unless `text` is given. */
  react: ReactElement
  text?: string
  /** Extra headers, e.g. List-Unsubscribe for newsletters. */
  headers?: Record<string, string>
}

export function getMailFrom(): string {
  const config = getConfig()
  return config.MAIL_FROM ?? `Exhale <no-reply@${new URL(config.PUBLIC_URL).hostname}>`
}

/**
 * Sends one message: over SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox
 * (.eml + .json). Every message has an HTML and a plain-text part.
 */
export async function sendEmail({ to, subject, react, text, headers = {} }: TEmail): Promise<TDelivery> {
  const html = await render(react)
  const plain = text ?? (await render(react, { plainText: true }))
  const delivery = await deliver({ from: getMailFrom(), to, subject, html, text: plain, headers })
  logger.info({ messageId: delivery.messageId, outbox: Boolean(delivery.outboxFile) }, 'mail sent')
  return delivery
}
