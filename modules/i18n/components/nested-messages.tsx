'use client'

import {
  type AbstractIntlMessages,
  NextIntlClientProvider,
  useLocale,
  useMessages,
  useTimeZone,
} from 'next-intl'
import { type ReactNode, useMemo } from 'react'
import { mergeMessages } from '../merge-messages'

/**
 * The messages of the provider above with a page's own laid over them, for the islands inside.
 * The server sends only the page's part: every nested provider used to repeat the layout's
 * messages in the page's flight data (eight times on /progress).
 */
export function NestedMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages
  children: ReactNode
}) {
  const parent = useMessages()
  const locale = useLocale()
  const timeZone = useTimeZone()
  const merged = useMemo(() => mergeMessages(parent, messages), [parent, messages])
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  )
}
