import type { AbstractIntlMessages } from 'next-intl'
import type { TErrorCode, TErrorGroup } from '@/lib/action-result'
import type en from '@/messages/en.json'
import { mergeMessages } from './merge-messages'

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
// Of `errors` (10 KB whole), the codes those islands can show: the account menu's session
// notices, the newsletter form's codes, the message of an unexpected failure that any form can
// show (decision 063), and `common/unknown`, which a form shows for a code whose text its page
// did not ship (modules/ui/client/use-error-message.ts). Named here rather than imported, since
// message loading sits below the features that own them (decision 062); client-messages.test.ts
// checks them against the features' own lists.
const EVERY_PAGE_ERRORS: readonly TErrorCode[] = [
  'common/unexpected-error',
  'common/unknown',
  'auth/user-disabled',
  'auth/user-token-expired',
  'newsletter/invalid-email',
  'newsletter/consent-required',
  'newsletter/too-many-requests',
  'bot-check/missing',
  'bot-check/failed',
]

export type TClientMessagesExtra = {
  /** Whole namespaces the page's islands read (`errors` for forms that show any code). */
  namespaces?: readonly TMessageNamespace[]
  /** Single error codes, for islands that can show only a few. */
  errors?: readonly TErrorCode[]
  /**
   * Every error code of these features (`certificates` for `certificates/…`): for forms whose
   * actions answer only with their own feature's codes and the pipeline's `common/…`. The whole
   * `errors` namespace is 12 KB of every page's flight data; a feature's codes are about 1 KB.
   */
  errorGroups?: readonly TErrorGroup[]
  /**
   * Parts of namespaces by dotted path (`companion.craving.log`), for islands that read one
   * corner of a large namespace: /craving's two islands need 2 KB of the 19 KB `companion`.
   */
  parts?: readonly string[]
}

function codesOf(errors: AbstractIntlMessages | string | undefined, groups: readonly string[]): string[] {
  if (!errors || typeof errors === 'string' || groups.length === 0) return []
  return Object.keys(errors).filter((code) => groups.includes(code.split('/')[0] ?? ''))
}

function pickKeys(tree: AbstractIntlMessages | string | undefined, keys: readonly string[]) {
  if (!tree || typeof tree === 'string') return {}
  return Object.fromEntries(keys.filter((key) => key in tree).map((key) => [key, tree[key]!]))
}

/** Copies the subtree at `path` (keys) of `from` into `into`, creating the objects on the way. */
function copyPath(into: AbstractIntlMessages, from: AbstractIntlMessages, path: readonly string[]) {
  const [key, ...rest] = path
  if (key === undefined || !(key in from)) return
  const source = from[key]
  if (rest.length === 0 || source === undefined || typeof source === 'string') {
    if (source !== undefined) into[key] = source
    return
  }
  const target = into[key]
  const branch: AbstractIntlMessages = target && typeof target !== 'string' ? { ...target } : {}
  copyPath(branch, source, rest)
  into[key] = branch
}

/**
 * A page's own client messages, without what every page gets: its namespaces, parts and error
 * codes. <ClientMessages> sends these and lays them over the layout's in the browser.
 */
export function pickExtraMessages(
  messages: AbstractIntlMessages,
  extra: TClientMessagesExtra = {},
): AbstractIntlMessages {
  const codes = [...(extra.errors ?? []), ...codesOf(messages.errors, extra.errorGroups ?? [])].filter(
    (code) => !EVERY_PAGE_ERRORS.includes(code as TErrorCode),
  )
  const picked: AbstractIntlMessages = codes.length > 0 ? { errors: pickKeys(messages.errors, codes) } : {}
  for (const part of extra.parts ?? []) copyPath(picked, messages, part.split('.'))
  return { ...picked, ...pickKeys(messages, extra.namespaces ?? []) }
}

/** The client messages of every page, plus the extra namespaces and error codes of one page. */
export function pickClientMessages(
  messages: AbstractIntlMessages,
  extra: TClientMessagesExtra = {},
): AbstractIntlMessages {
  const everyPage: AbstractIntlMessages = {
    ...pickKeys(messages, EVERY_PAGE_NAMESPACES),
    auth: pickKeys(messages.auth, EVERY_PAGE_AUTH_PARTS),
    errors: pickKeys(messages.errors, EVERY_PAGE_ERRORS),
  }
  return mergeMessages(everyPage, pickExtraMessages(messages, extra))
}

type TPick = (messages: AbstractIntlMessages, extra: TClientMessagesExtra) => AbstractIntlMessages
const remembered = new WeakMap<TPick, WeakMap<AbstractIntlMessages, Map<string, AbstractIntlMessages>>>()

/**
 * `pick` once per locale's messages and page part: a locale's messages are one object for as long
 * as the server runs (i18n/request.ts imports them), so every request of a page would pick the
 * same part again. The result is shared between requests and must not be changed.
 */
export function rememberPick(
  messages: AbstractIntlMessages,
  extra: TClientMessagesExtra,
  pick: TPick,
): AbstractIntlMessages {
  const byMessages = remembered.get(pick) ?? new WeakMap()
  remembered.set(pick, byMessages)
  const byExtra = byMessages.get(messages) ?? new Map<string, AbstractIntlMessages>()
  byMessages.set(messages, byExtra)
  const key = JSON.stringify(extra)
  const result = byExtra.get(key) ?? pick(messages, extra)
  byExtra.set(key, result)
  return result
}
