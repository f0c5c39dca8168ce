// The tiers of docs/ARCHITECTURE.md (decision 062), checked in `npm run lint:imports` (part of
// `npm test`): platform (lib/, db/, i18n/) ← kit ← features ← shell (modules/site) ← app/. Within
// the features, tests/feature-graph.test.ts checks that no two of them reach each other.

/** The kit: features build on it; it builds on the platform and on itself only. */
const KIT = ['ui', 'email', 'bot-check', 'i18n', 'audit']
const kitPath = `^modules/(${KIT.join('|')})/`
const testFile = '\\.test\\.tsx?$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-loop',
      severity: 'error',
      comment: 'Import loops make load order matter; move the shared part to a third file.',
      from: { path: '^(app|modules|lib|db|server|i18n)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'platform-never-imports-features',
      severity: 'error',
      comment: 'lib/, db/ and i18n/ are the platform: features build on them, never the other way round.',
      from: { path: '^(lib|db|i18n)/' },
      to: { path: '^(app|modules|server)/' },
    },
    {
      name: 'platform-in-its-order',
      severity: 'error',
      comment:
        'Inside the platform db/ builds on lib/ and i18n/, never the other way round (the rate limiter, which counts in PostgreSQL or Redis, is db/rate-limit.ts).',
      from: { path: '^(lib|i18n)/' },
      to: { path: '^db/' },
    },
    {
      name: 'locales-at-the-bottom',
      severity: 'error',
      comment: 'i18n/ holds the locales and routing every other part reads; it imports neither lib/ nor db/.',
      from: { path: '^i18n/' },
      to: { path: '^(lib|db)/' },
    },
    {
      name: 'kit-never-imports-features',
      severity: 'error',
      comment: `The kit (${KIT.join(', ')}) serves every feature, so it imports none: a part that needs a feature belongs to that feature.`,
      from: { path: kitPath, pathNot: testFile },
      to: { path: '^modules/', pathNot: kitPath },
    },
    {
      name: 'only-app-imports-the-shell',
      severity: 'error',
      comment:
        'modules/site is the page chrome (header, footer, navigation, error views): it composes features, so only app/ (and server/) import it; a piece features share belongs in the kit.',
      from: { path: '^(modules|lib|db|i18n)/', pathNot: ['^modules/site/', testFile] },
      to: { path: '^modules/site/' },
    },
    {
      name: 'features-meet-through-public-entries',
      severity: 'error',
      comment:
        'A feature uses another only through its public entries: public.ts (server), shared.ts (server and browser), components/ and client/. Tests may reach further.',
      from: { path: '^modules/([^/]+)/', pathNot: testFile },
      to: {
        path: '^modules/',
        pathNot: [
          '^modules/$1/',
          '^modules/[^/]+/(public|shared)\\.ts$',
          '^modules/[^/]+/(components|client)/',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.next|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
}
