import type { AbstractIntlMessages } from 'next-intl'
import type { TErrorCode } from '@/lib/action-result'
import type en from '@/messages/en.json'
import { SESSION_NOTICE_CODES } from '@/modules/auth/shared'
import { NEWSLETTER_ERROR_CODES } from '@/modules/newsletter/shared'

export type TMessageNamespace = keyof typeof en

// What the islands of every page read (the root layout ships it with every page's flight data,
// so it stays small): header (navigation, language switcher, account menu and its session
// notices), footer (newsletter form and its bot check), version prompt, error and not-found
// views. A page whose islands need more wraps them in <ClientMessages> (components/).
const EVERY_PAGE_NAMESPACES = [
  'nav',
  'languageSwitcher',
  'version',
  'notFound',
  'errorPage',
  'newsletter',
  'botCheck',
  'forms',
] as const satisfies readonly TMessageNamespace[]
// Of `auth`, the header's account menu (modules/auth/components/header-account.tsx) only.
const EVERY_PAGE_AUTH_PARTS = ['menu'] as const satisfies readonly (keyof (typeof en)['auth'])[]
// Of `errors` (10 KB whole), the codes those islands can show.
const EVERY_PAGE_ERRORS: readonly TErrorCode[] = [...SESSION_NOTICE_CODES, ...NEWSLETTER_ERROR_CODES]

export type TClientMessagesExtra = {
  /** Whole namespaces the page's islands read (`errors` for forms that show any code). */
  namespaces?: readonly TMessageNamespace[]
  /** Single error codes, for islands that can show only a few. */
  errors?: readonly TErrorCode[]
}

function pickKeys(tree: AbstractIntlMessages | string | undefined, keys: readonly string[]) {
  if (!tree || typeof tree === 'string') return {}
  return Object.fromEntries(keys.filter((key) => key in tree).map((key) => [key, tree[key]!]))
}

/** The client messages of every page, plus the extra namespaces and error codes of one page. */
export function pickClientMessages(
  messages: AbstractIntlMessages,
  extra: TClientMessagesExtra = {},
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {
    ...pickKeys(messages, EVERY_PAGE_NAMESPACES),
    auth: pickKeys(messages.auth, EVERY_PAGE_AUTH_PARTS),
    errors: pickKeys(messages.errors, [...EVERY_PAGE_ERRORS, ...(extra.errors ?? [])]),
  }
  // A whole namespace replaces the part of it every page gets.
  return { ...picked, ...pickKeys(messages, extra.namespaces ?? []) }
}
