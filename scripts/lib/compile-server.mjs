// The production server entry (scripts/start.ts and what it imports from server/, db/, lib/ and
// modules/) compiled to one JavaScript file by esbuild, so `npm start` runs plain JavaScript:
// no TypeScript loader and no esbuild service processes beside the server (decision
// 056). Packages stay in node_modules (external). Compiled again when the output is missing or
// any of its inputs (listed in the metafile beside it) is newer; that takes about a second.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const outDir = path.join(root, '.tmp/server')
export const compiledEntry = path.join(outDir, 'start.mjs')
const metafile = path.join(outDir, 'start.meta.json')
const SOURCES = ['scripts/start.ts', 'package.json', 'package-lock.json', 'tsconfig.json']

/** Whether the compiled entry is missing or older than one of its inputs. */
export function isCompiledEntryStale() {
  if (!fs.existsSync(compiledEntry) || !fs.existsSync(metafile)) return true
  const builtAt = fs.statSync(compiledEntry).mtimeMs
  let inputs
  try {
    inputs = Object.keys(JSON.parse(fs.readFileSync(metafile, 'utf8')).inputs)
  } catch {
    return true
  }
  // Inputs of a plugin namespace (`empty:server-only`) are no files.
  for (const input of [...inputs.filter((name) => !name.includes(':')), ...SOURCES]) {
    const file = path.join(root, input)
    if (!fs.existsSync(file) || fs.statSync(file).mtimeMs > builtAt) return true
  }
  return false
}

/** Compiles scripts/start.ts when stale; returns the file to import. */
export async function compileServerEntry() {
  if (!isCompiledEntryStale()) return compiledEntry
  const esbuild = await import('esbuild')
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['scripts/start.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      sourcemap: 'linked',
      metafile: true,
      write: false,
      outfile: compiledEntry,
      // Its errors are thrown (and logged by the start); nothing else may reach the JSON log.
      logLevel: 'silent',
      plugins: [
        {
          name: 'server-only',
          setup(build) {
            // React's `server-only` marker throws outside Next's server bundles; here it means nothing.
            build.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }))
            build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }))
          },
        },
        {
          name: 'packages-stay-in-node-modules',
          setup(build) {
            build.onResolve({ filter: /.*/ }, (args) => {
              if (args.kind === 'entry-point' || /^(\.|\/|@\/)/.test(args.path)) return undefined
              // next-intl imports `next/navigation` without an extension, which only a bundler (or
              // the tsx loader) resolves: it is compiled in, the rest of the packages stay outside.
              if (/^(next-intl|use-intl)(\/|$)/.test(args.path)) return undefined
              if (/^next\/[a-z-]+$/.test(args.path)) return { path: `${args.path}.js`, external: true }
              return { path: args.path, external: true }
            })
          },
        },
      ],
    })
    fs.mkdirSync(outDir, { recursive: true })
    // Several instances may start from one checkout at once: each writes its own file, then renames.
    const suffix = `.${process.pid}.tmp`
    for (const file of result.outputFiles) {
      fs.writeFileSync(file.path + suffix, file.contents)
      fs.renameSync(file.path + suffix, file.path)
    }
    fs.writeFileSync(metafile + suffix, JSON.stringify(result.metafile))
    fs.renameSync(metafile + suffix, metafile)
  } finally {
    // No esbuild service process stays beside the server.
    await esbuild.stop()
  }
  return compiledEntry
}

// `node scripts/lib/compile-server.mjs` (run by `npm run build`'s postbuild, so a release's
// instances start without compiling).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  await compileServerEntry()
  console.log(`server entry ready: ${path.relative(root, compiledEntry)} (${Date.now() - started} ms)`)
}
