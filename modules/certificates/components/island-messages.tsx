import type { AbstractIntlMessages } from 'next-intl'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/**
 * Gives a client island the message namespaces it reads, and only those, without adding them
 * to every page's client messages (modules/i18n/client-messages.ts). Used by the programme's
 * forms and the certificate's live counters.
 */
export async function IslandMessages({
  namespaces,
  children,
}: {
  namespaces: string[]
  children: ReactNode
}) {
  const messages = await getMessages()
  const picked: AbstractIntlMessages = Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]),
  )
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
