import { locales } from '@/i18n/locales'
import { routeHandler } from '@/lib/route'
import { manifestFileName } from '@/modules/pwa/web-manifest'
import { handleWebManifestRequest } from '@/modules/pwa/web-manifest-route'

// /manifests/{locale}.webmanifest, prerendered per locale.
export const dynamicParams = false

export function generateStaticParams() {
  return locales.map((locale) => ({ file: manifestFileName(locale) }))
}

export const GET = routeHandler(async (request: Request, { params }: RouteContext<'/manifests/[file]'>) =>
  handleWebManifestRequest(request, (await params).file),
)
