import 'server-only'
import { createTranslator } from 'next-intl'
import { defaultLocale, isLocale, type TLocale } from '@/i18n/locales'
import de from '@/messages/de.json'
import en from '@/messages/en.json'
import es from '@/messages/es.json'
import fr from '@/messages/fr.json'
import it from '@/messages/it.json'
import nl from '@/messages/nl.json'
import pl from '@/messages/pl.json'
import pt from '@/messages/pt.json'
import ru from '@/messages/ru.json'

type TMessages = typeof en

// Mails are written outside a request (background sends, the CLI), so they cannot use the
// request-scoped next-intl config; they read the generated message files directly.
const messages: Record<TLocale, TMessages> = { en, de, fr, nl, es, ru, it, pt, pl } as Record<
  TLocale,
  TMessages
>

/** A locale we write mails in: the given one when we have it, English otherwise. */
export function toMailLocale(locale: unknown): TLocale {
  return isLocale(locale) ? locale : defaultLocale
}

export function getEmailTranslator(locale: TLocale) {
  return createTranslator({ locale, messages: messages[locale], namespace: 'email' })
}

/** A translator of every message (full keys) outside a request, e.g. a feature's part of a reminder mail. */
export function getTranslatorOutsideRequest(locale: TLocale) {
  return createTranslator({ locale, messages: messages[locale] })
}

export function getSiteName(locale: TLocale): string {
  return createTranslator({ locale, messages: messages[locale], namespace: 'meta' })('siteName')
}
