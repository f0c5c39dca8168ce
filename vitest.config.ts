import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

// Unit and integration tests run in Node on a real PostgreSQL (tests/setup/): one server per
// run, a migrated template database, and a fresh copy of it for every test file. The files of a
// worker share its process; tests/setup/fresh-state.ts gives each file the state a new process
// would have (decision 078).
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // Server modules import 'server-only'; outside React's server build it throws by design.
      { find: /^server-only$/, replacement: path.join(root, 'node_modules/server-only/empty.js') },
    ],
  },
  test: {
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '.next/**', '.tmp/**', 'e2e/**', 'data/**'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/fresh-state.ts', 'tests/setup/per-file.ts'],
    isolate: false,
    // Undone after each file, as the environment and globals of a new process would be.
    unstubEnvs: true,
    unstubGlobals: true,
    // next-intl's ESM imports 'next/navigation' without an extension, which Node's resolver
    // refuses; inlined, Vite resolves it (modules that load the navigation helpers need this).
    server: { deps: { inline: ['next-intl'] } },
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
  },
})
