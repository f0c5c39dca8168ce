import fs from 'node:fs'
import path from 'node:path'
import type { TLocale } from '@/i18n/locales'
import de from '@/messages/de.json' with { type: 'json' }
import en from '@/messages/en.json' with { type: 'json' }
import es from '@/messages/es.json' with { type: 'json' }
import fr from '@/messages/fr.json' with { type: 'json' }
import it from '@/messages/it.json' with { type: 'json' }
import nl from '@/messages/nl.json' with { type: 'json' }
import pl from '@/messages/pl.json' with { type: 'json' }
import pt from '@/messages/pt.json' with { type: 'json' }
import ru from '@/messages/ru.json' with { type: 'json' }

export type TMessages = typeof en

/** The built message files (messages/{locale}.json): tests name elements by these texts. */
// The translation check (npm run i18n:check) keeps the nine files' keys equal; typing them all
// as English's shape keeps these tests compiling while a feature's new strings are mid-build.
export const messages = { en, de, fr, nl, es, ru, it, pt, pl } as unknown as Record<TLocale, TMessages>

/** A page's <title>: "<page title> · <site name>" (modules/i18n/metadata.ts). */
export function pageTitle(locale: TLocale, key: keyof TMessages['pages']): string {
  const m = messages[locale]
  return `${storyTitle(locale, key) ?? m.pages[key].title} · ${m.meta.siteName}`
}

// Content pages take their title from the shipped story (content/{locale}/{slug}.json).
const contentStories: Partial<Record<keyof TMessages['pages'], string>> = {
  home: 'home',
  help: 'help',
  quitSmoking: 'quit-smoking',
  terms: 'terms',
  privacy: 'privacy',
  imprint: 'imprint',
  install: 'install',
}

function readStoryTitle(locale: TLocale, story: string): string {
  const file = path.resolve('content', locale, `${story}.json`)
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { content: { title: string } }).content.title
}

function storyTitle(locale: TLocale, key: keyof TMessages['pages']): string | undefined {
  const story = contentStories[key]
  return story ? readStoryTitle(locale, story) : undefined
}

/** The <title> of a page whose body is a shipped story: "<story title> · <site name>". */
export function storyPageTitle(locale: TLocale, story: string): string {
  return `${readStoryTitle(locale, story)} · ${messages[locale].meta.siteName}`
}

/** Fills ICU {name} placeholders the simple way; enough for the strings the tests compare. */
export function format(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
