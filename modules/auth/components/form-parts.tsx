'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { alertClass, noticeClass } from '@/modules/ui/components/styles'
import type { TAuthErrorCode } from '../error-codes'

/** A catalogue error, localized, with the retry hint of a 429. */
export function AuthAlert({ code, retryAfter }: { code: TAuthErrorCode; retryAfter?: number }) {
  const errors = useTranslations('errors')
  const t = useTranslations('auth')
  return (
    <div role="alert" className={alertClass}>
      <p>{errors(code)}</p>
      {code === 'auth/too-many-requests' && retryAfter ? (
        <p className="mt-1">{t('retryAfter', { seconds: retryAfter })}</p>
      ) : null}
    </div>
  )
}

export function AuthNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={noticeClass}>
      {children}
    </div>
  )
}

export function isPlausibleEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254
}
