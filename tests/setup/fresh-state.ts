// Vitest setup file, run first for each test file. The test files of a worker share one process
// (isolate: false in vitest.config.ts): starting a process per file and loading Better Auth,
// pg and React in it again took more than half of the run. What a process would start fresh is
// made fresh here instead, so a file cannot see what an earlier file left behind:
// - the environment as it was when the worker started (a file's DATA_DIR, PUBLIC_URL …);
// - the app's process-wide singletons, which live on globalThis as `__exhale…` (the database
//   pool, the auth instance, SMTP, Redis clients, session reads);
// - every module of ours evaluated again (vi.resetModules), so module state starts empty; the
//   packages in node_modules stay loaded, which is the time saved;
// - real timers, in case a file left fake ones on.
import { vi } from 'vitest'

const holder = globalThis as typeof globalThis & { __testEnvAtStart?: NodeJS.ProcessEnv }
holder.__testEnvAtStart ??= { ...process.env }
const envAtStart = holder.__testEnvAtStart
for (const key of Object.keys(process.env)) if (!(key in envAtStart)) delete process.env[key]
Object.assign(process.env, envAtStart)

for (const key of Object.keys(globalThis))
  if (key.startsWith('__exhale')) delete (globalThis as Record<string, unknown>)[key]

vi.useRealTimers()
vi.resetModules()
