import type { AbstractIntlMessages } from 'next-intl'

// Namespaces client components read. Everything else stays on the server, so a page does not
// ship every string of the site. Add your feature's namespace when its islands need text.
export const CLIENT_NAMESPACES = [
  'nav',
  'languageSwitcher',
  'version',
  'notFound',
  'errorPage',
  'errors',
  'auth',
  'newsletter',
  'deletion',
  'botCheck',
] as const

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    CLIENT_NAMESPACES.filter((name) => name in messages).map((name) => [name, messages[name]!]),
  )
}
