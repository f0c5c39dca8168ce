import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { failureResponse } from '@/lib/route'
import { buildWebManifest, parseManifestFileName } from './web-manifest'

/** `GET /manifests/{locale}.webmanifest`: the manifest of that locale; 404 for any other file. */
export async function handleWebManifestRequest(request: Request, file: string): Promise<Response> {
  const locale = parseManifestFileName(file)
  if (!locale) return failureResponse(request, 'common/not-found')
  return renderWebManifest(locale)
}

/** The manifest of a locale as a response, texts from that locale's messages. */
export async function renderWebManifest(locale: TLocale): Promise<Response> {
  const meta = await getTranslations({ locale, namespace: 'meta' })
  const pwa = await getTranslations({ locale, namespace: 'pwa.manifest' })
  const manifest = buildWebManifest(locale, {
    name: pwa('name'),
    shortName: meta('siteName'),
    description: meta('description'),
  })
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800',
    },
  })
}
