// Builds the service worker after `next build` (Turbopack has no Serwist plugin; this is Serwist's
// build-time manifest step plus esbuild, decision 013). Output: {distDir}/pwa/sw.js, served by
// app/sw.js/route.ts. Run alone with `npx tsx modules/pwa/build-service-worker.ts`.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getManifest, type ManifestEntry } from '@serwist/build'
import { build } from 'esbuild'
import { serviceWorkerFile } from './service-worker-file'
import { CRAVING_PAGE_PATHS, OFFLINE_PAGE_PATHS } from './sw/cache-rules'

const SOURCE = path.join('modules', 'pwa', 'sw', 'service-worker.ts')

function distDirOf(root: string): string {
  return path.join(root, process.env.NEXT_DIST_DIR || '.next')
}

/** Hashed build assets (their URLs change with their content) plus the app icons. */
async function listPrecacheEntries(
  root: string,
  buildId: string,
): Promise<{ entries: ManifestEntry[]; bytes: number }> {
  const assets = await getManifest({
    globDirectory: distDirOf(root),
    globPatterns: ['static/**/*.{js,css,woff2,png,svg,webp,avif,ico}'],
    globIgnores: ['**/*.map', 'static/development/**'],
    modifyURLPrefix: { 'static/': '/_next/static/' },
    // Hashed names never change content, so no revision query is needed.
    dontCacheBustURLsMatching: /^\/_next\/static\//,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  })
  const icons = await getManifest({
    globDirectory: path.join(root, 'public'),
    globPatterns: ['icons/*.png'],
    modifyURLPrefix: { 'icons/': '/icons/' },
  })
  for (const warning of [...assets.warnings, ...icons.warnings]) console.warn(`service worker: ${warning}`)
  // Pages are revisioned by the build id: each build's worker fetches its own copies.
  const pages = [...OFFLINE_PAGE_PATHS, ...CRAVING_PAGE_PATHS].map((url) => ({ url, revision: buildId }))
  return {
    entries: [...(assets.manifestEntries ?? []), ...(icons.manifestEntries ?? []), ...pages],
    bytes: assets.size + icons.size,
  }
}

type TServiceWorkerBuild = { file: string; entries: number; precacheBytes: number }

export async function buildServiceWorker(root: string): Promise<TServiceWorkerBuild> {
  const buildIdFile = path.join(distDirOf(root), 'BUILD_ID')
  if (!fs.existsSync(buildIdFile)) throw new Error(`service worker: no Next build in ${distDirOf(root)}`)
  const buildId = fs.readFileSync(buildIdFile, 'utf8').trim()
  const { entries, bytes } = await listPrecacheEntries(root, buildId)
  const file = serviceWorkerFile(root)
  await build({
    absWorkingDir: root,
    entryPoints: [SOURCE],
    outfile: file,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15.4'],
    minify: true,
    legalComments: 'none',
    define: {
      __EXHALE_PRECACHE__: JSON.stringify(entries),
      __EXHALE_BUILD_ID__: JSON.stringify(buildId),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  })
  return { file, entries: entries.length, precacheBytes: bytes }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await buildServiceWorker(process.cwd())
  const kib = Math.round(result.precacheBytes / 1024)
  console.log(
    `service worker: ${path.relative(process.cwd(), result.file)} precaches ${result.entries} URLs (${kib} KiB + pages)`,
  )
}
