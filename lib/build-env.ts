// Settings that prerendered pages bake in: absolute URLs (canonical, hreflang, sitemap, Open
// Graph), the content source and the imprint. next.config.ts stores their fingerprint in the
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
] as const

/** The config env key the fingerprint travels under. */
export const BUILD_ENV_KEY = 'EXHALE_BUILD_ENV'

/** A hash of the values, so the build never holds a token. */
export function buildEnvFingerprint(env: Record<string, string | undefined>): string {
  const values = BUILD_ENV.map((name) => [name, env[name]?.trim() ?? ''])
  return createHash('sha256').update(JSON.stringify(values)).digest('hex')
}
