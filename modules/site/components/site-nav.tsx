'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import { localizedPath } from '@/i18n/locale-path'
import { useDismiss } from '@/modules/ui/components/disclosure-menu'
import { intentPrefetch } from '@/modules/ui/components/page-link'

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  )
}

/**
 * The main navigation. From tablet width up a row of links; on phones a menu button that shows
 * them in a panel under the header. The phone shape comes from `js:` styles, so it is painted
 * from the first frame when scripts run (no shift at hydration); without JavaScript the links
 * stay visible on their own row.
 */
export function SiteNav() {
  const t = useTranslations('nav')
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const close = useRef(() => setOpen(false)).current
  useDismiss(open, close, root, button)

  const links = [
    { href: '/quit-smoking', label: t('quitSmoking') },
    { href: '/survey/test', label: t('surveyTest') },
    { href: '/help', label: t('help') },
  ] as const

  return (
    <nav
      ref={root}
      aria-label={t('mainNavigation')}
      className="order-last basis-full js:basis-auto md:order-none md:flex-1 md:basis-auto"
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="hidden cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm hover:bg-slate-100 js:flex md:js:hidden"
      >
        <MenuIcon />
        <span className="sr-only">{t('menu')}</span>
      </button>
      <ul
        id={listId}
        className={`flex flex-wrap gap-x-4 gap-y-1 text-sm md:js:static md:js:flex md:js:flex-row md:js:border-0 md:js:bg-transparent md:js:p-0 md:js:shadow-none ${
          open
            ? 'js:absolute js:inset-x-0 js:top-full js:z-30 js:flex-col js:border-b js:border-slate-200 js:bg-white js:px-4 js:py-2 js:shadow-md'
            : 'js:hidden'
        }`}
      >
        {links.map((link) => (
          <li key={link.href}>
            <a
              {...intentPrefetch}
              href={localizedPath(locale, link.href)}
              onClick={close}
              className="block py-1.5 hover:underline md:py-0"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
