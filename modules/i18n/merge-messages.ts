import type { AbstractIntlMessages } from 'next-intl'

/**
 * `extra` laid over `base`: namespaces and groups present in both are merged key by key (at any
 * depth), a message of `extra` wins. Neither argument is changed.
 */
export function mergeMessages(base: AbstractIntlMessages, extra: AbstractIntlMessages): AbstractIntlMessages {
  const merged: AbstractIntlMessages = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    const under = merged[key]
    merged[key] =
      typeof value !== 'string' && under !== undefined && typeof under !== 'string'
        ? mergeMessages(under, value)
        : value
  }
  return merged
}
