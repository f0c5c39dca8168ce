'use client'

import { useTranslations } from 'next-intl'
import type { TErrorCode } from '@/lib/action-result'

/** What a failure needs to be shown: its code, and for an unexpected one the event id. */
export type TShownFailure = { code: TErrorCode; eventId?: string }

/**
 * The localized message of a failure. `common/unexpected-error` shows the event id the server
 * logged it under, so the person can quote it (decision 063); other messages ignore it. A code
 * whose text the page did not ship (each page sends only the codes its forms can answer) is
 * shown as `common/unknown`, which every page has, rather than as its key.
 */
export function useErrorMessage(): (failure: TShownFailure) => string {
  const errors = useTranslations('errors')
  return (failure) =>
    errors.has(failure.code)
      ? errors(failure.code, { eventId: failure.eventId ?? '' })
      : errors('common/unknown')
}
