// Settings that prerendered pages bake in: absolute URLs (canonical, hreflang, sitemap, Open
// Graph), the content source and the imprint; and the locale cookie's cross-site form, which the
// cookie headers of the prerendered pages carry (next.config.ts, decision 073). next.config.ts stores their fingerprint in the
// build (config env EXHALE_BUILD_ENV, kept in required-server-files.json); `npm start` compares
// it with its own settings and rebuilds when they differ (server/build.ts). No Next imports:
// next.config.ts loads this file.
import { createHash } from 'node:crypto'

export const BUILD_ENV = [
  'PUBLIC_URL',
  'MAIN_SITE_URL',
  'CONTENT_DIR',
  'STORYBLOK_TOKEN',
  'STORYBLOK_VERSION',
  'STORYBLOK_REGION',
  'STORYBLOK_ENDPOINT',
  'IMPRINT_NAME',
  'IMPRINT_ADDRESS',
  'IMPRINT_EMAIL',
  'IMPRINT_PHONE',
  'IMPRINT_REPRESENTATIVE',
  'IMPRINT_REGISTER',
  'IMPRINT_VAT_ID',
  'LOCALE_COOKIE_CROSS_SITE',
] as const

/** The config env key the fingerprint travels under. */
export const BUILD_ENV_KEY = 'EXHALE_BUILD_ENV'

/** HOST values that mean "every interface": people open such a site as localhost. */
export const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', ''])

/** An IPv6 address needs brackets in a URL. */
export function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}

/** The address of a site for local use (PUBLIC_URL unset): PORT on localhost or on a specific HOST. */
export function localPublicUrl(port: number | string | undefined, host: string | undefined): string {
  const name = host === undefined || WILDCARD_HOSTS.has(host.trim()) ? 'localhost' : urlHost(host.trim())
  return `http://${name}:${port || 3000}`
}

/** A hash of the values, so the build never holds a token. */
export function buildEnvFingerprint(env: Record<string, string | undefined>): string {
  const effective: Record<string, string | undefined> = {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL?.trim() || localPublicUrl(env.PORT, env.HOST),
  }
  const values = BUILD_ENV.map((name) => [name, effective[name]?.trim() ?? ''])
  return createHash('sha256').update(JSON.stringify(values)).digest('hex')
}
