import { useMessages } from 'next-intl'
import type { ReactNode } from 'react'
import { pickExtraMessages, rememberPick, type TClientMessagesExtra } from '../client-messages'
import { NestedMessages } from './nested-messages'

/**
 * Gives the islands inside it the messages of every page plus the page's own namespaces or
 * error codes, e.g. `<ClientMessages namespaces={['auth', 'errors']}>` around the sign-in form.
 * Only the page's own part travels; the browser lays it over the layout's messages (NestedMessages).
 */
export function ClientMessages({ children, ...extra }: TClientMessagesExtra & { children: ReactNode }) {
  const messages = useMessages()
  return (
    <NestedMessages messages={rememberPick(messages, extra, pickExtraMessages)}>{children}</NestedMessages>
  )
}
