// The layering of docs/ARCHITECTURE.md, checked in `npm run lint:imports` (part of `npm test`).
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
      name: 'features-meet-through-public-entries',
      severity: 'error',
      comment:
        'A feature uses another only through its public entries: public.ts (server), shared.ts (server and browser), components/ and client/. Tests may reach further.',
      from: { path: '^modules/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
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
