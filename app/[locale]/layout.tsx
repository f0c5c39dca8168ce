import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, setRequestLocale } from 'next-intl/server'
import { languageTags } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { getConfig } from '@/lib/config'
import { pickClientMessages, rememberPick } from '@/modules/i18n/client-messages'
import { APPLE_TOUCH_ICON, MANIFEST_ICONS, manifestPath } from '@/modules/pwa/web-manifest'
import { ClientWatchers } from '@/modules/site/components/client-watchers'
import { HeadScript } from '@/modules/site/components/head-script'

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params
  return {
    metadataBase: new URL(getConfig().PUBLIC_URL),
    // The installable app of this language (modules/pwa): name, icons, start URL in this locale.
    ...(hasLocale(routing.locales, locale) ? { manifest: manifestPath(locale) } : {}),
    icons: { icon: MANIFEST_ICONS[0]?.src, apple: APPLE_TOUCH_ICON },
  }
}

export const viewport: Viewport = { themeColor: '#0f7a5c', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const messages = await getMessages()
  return (
    // suppressHydrationWarning: HeadScript adds a class the server HTML does not have.
    <html lang={languageTags[locale]} suppressHydrationWarning>
      <head>
        <HeadScript />
      </head>
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider locale={locale} messages={rememberPick(messages, {}, pickClientMessages)}>
          {children}
          <ClientWatchers />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
