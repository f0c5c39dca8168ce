'use client'

import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { localizedPath, publicPathname, splitLocale, withLocale } from '@/i18n/locale-path'
import { isSignedInPath } from '@/lib/routing/guards'
import { DisclosureMenu } from '@/modules/ui/components/disclosure-menu'
import { intentPrefetch } from '@/modules/ui/components/page-link'
import { dismissAuthNotice, signOut, useAuthState } from '../client/session-store'

// One box for the account entry and the menu button, whatever the name in it: the session
// replacing the entry moves nothing in the header (decision 070).
const ACCOUNT_BOX =
  'w-28 truncate rounded-md border border-slate-300 px-3 py-1.5 text-center font-semibold hover:bg-slate-50 sm:w-40'

/**
 * The header's account corner. A client island so content pages stay static: visitors get the
 * sign-in link without any request; signed-in people get a menu (progress, account, admin, sign out).
 * Until the session is known (the server HTML, prerendered for everyone, and the first moments in
 * the browser) both are in the HTML and the head script's `signed-in` class (the marker cookie,
 * lib/inline-scripts.ts) shows the right one from the first paint: a signed-in person sees an
 * entry to their account, never "Sign in" (decision 070).
 */
export function HeaderAccount() {
  // The corner's room is kept from the first paint on, whatever fills it and when (the sign-in
  // link, the account entry, the menu button): nothing beside it moves (decision 070).
  return (
    <div className="flex items-center justify-end js:min-w-28 sm:js:min-w-40">
      <AccountCorner />
    </div>
  )
}

function AccountCorner() {
  const t = useTranslations('auth.menu')
  const nav = useTranslations('nav')
  const errors = useTranslations('errors')
  const locale = useLocale()
  const pathname = usePathname()
  const auth = useAuthState()
  const [busy, setBusy] = useState(false)

  async function onSignOut() {
    setBusy(true)
    await signOut()
    setBusy(false)
    // Pages for signed-in people only must not stay on screen.
    if (isSignedInPath(splitLocale(pathname).rest)) window.location.assign(withLocale(locale, '/'))
  }

  const notice =
    auth.status === 'signed-out' && auth.notice ? (
      <div role="alert" className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-1.5 text-amber-900">
        <span>{errors(auth.notice)}</span>
        <button type="button" className="font-semibold underline" onClick={dismissAuthNotice}>
          {t('dismiss')}
        </button>
      </div>
    ) : null

  if (auth.status === 'signed-in') {
    return (
      <DisclosureMenu
        className="relative"
        buttonLabel={t('open', { name: auth.user.name })}
        buttonClassName={`block cursor-pointer ${ACCOUNT_BOX}`}
        panelClassName="absolute right-0 z-40 mt-2 w-64 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
        label={auth.user.name}
      >
        <p className="truncate px-2 py-1 text-slate-600">{t('signedInAs', { email: auth.user.email })}</p>
        <ul>
          <li>
            <a
              {...intentPrefetch}
              href={localizedPath(locale, '/progress')}
              className="block rounded px-2 py-1.5 hover:bg-slate-100"
            >
              {t('progress')}
            </a>
          </li>
          <li>
            <a
              {...intentPrefetch}
              href={localizedPath(locale, '/account')}
              className="block rounded px-2 py-1.5 hover:bg-slate-100"
            >
              {t('account')}
            </a>
          </li>
          {auth.claims.admin ? (
            <li>
              <a
                {...intentPrefetch}
                href={localizedPath(locale, '/admin')}
                className="block rounded px-2 py-1.5 hover:bg-slate-100"
              >
                {t('admin')}
              </a>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              onClick={() => void onSignOut()}
              disabled={busy}
              className="block w-full rounded px-2 py-1.5 text-left hover:bg-slate-100"
            >
              {busy ? t('signingOut') : t('signOut')}
            </button>
          </li>
        </ul>
      </DisclosureMenu>
    )
  }

  // The same address on the server (a rewritten page's internal path) and in the browser.
  const served = publicPathname(pathname)
  const here = !/\/(login|register)$/.test(served) ? served : undefined
  const loginPath = localizedPath(locale, '/login')
  const unknown = auth.status === 'unknown'
  // Without JavaScript this island cannot know who is signed in: it shows nothing rather than
  // offer "Sign in" to someone who is (`js:` styles apply from the first paint when scripts run).
  // Until the session is known the marker cookie decides (`signed-in:` and `signed-out:`, set
  // before the first paint); once it is known, the answer does (a marker left by an ended session
  // says nothing then).
  return (
    <>
      {unknown ? (
        <a
          {...intentPrefetch}
          href={localizedPath(locale, '/account')}
          className={`hidden signed-in:block ${ACCOUNT_BOX}`}
        >
          {t('account')}
        </a>
      ) : null}
      <div className={`hidden items-center gap-3 ${unknown ? 'signed-out:flex' : 'js:flex'}`}>
        {notice}
        <a
          {...intentPrefetch}
          href={here ? `${loginPath}?${new URLSearchParams({ redirect: here })}` : loginPath}
          className="whitespace-nowrap rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700"
        >
          {nav('login')}
        </a>
      </div>
    </>
  )
}
