import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { pickClientMessages, type TClientMessagesExtra } from '../client-messages'

/**
 * Gives the islands inside it the messages of every page plus the page's own namespaces or
 * error codes, e.g. `<ClientMessages namespaces={['auth', 'errors']}>` around the sign-in form.
 * A nested provider replaces the layout's messages for its subtree, hence the merge.
 */
export async function ClientMessages({ children, ...extra }: TClientMessagesExtra & { children: ReactNode }) {
  const messages = await getMessages()
  return (
    <NextIntlClientProvider messages={pickClientMessages(messages, extra)}>{children}</NextIntlClientProvider>
  )
}
