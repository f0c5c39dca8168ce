import { locales } from '@/i18n/locales'
import { manifestFileName, parseManifestFileName } from '@/modules/pwa/web-manifest'
import { renderWebManifest } from '@/modules/pwa/web-manifest-response'

// /manifests/{locale}.webmanifest, prerendered per locale.
export const dynamicParams = false

export function generateStaticParams() {
  return locales.map((locale) => ({ file: manifestFileName(locale) }))
}

export async function GET(_request: Request, { params }: RouteContext<'/manifests/[file]'>) {
  const locale = parseManifestFileName((await params).file)
  if (!locale) return new Response('Not Found', { status: 404 })
  return renderWebManifest(locale)
}
