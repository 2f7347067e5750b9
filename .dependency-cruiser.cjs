/**
 * The boundaries the build enforces: `npm run check` runs `npm run boundaries` (`depcruise
 * --output-type err` over api/src, shared/src, shell/src, each remote's src, embed/src, payment-sandbox and
 * mail-catcher, see package.json), which fails on any rule of severity `error` and prints the warnings.
 *
 * `scripts/test/boundaries.test.mjs` plants a violation of each kind in a temporary folder and
 * checks these rules catch it.
 */

/** Code that runs in the browser, its tests included (except for Node's built-ins, see below). */
const BROWSER = ['^shared/src/', '^shell/src/', '^mfe-[^/]+/src/', '^embed/src/'];

/** An index module in shared/src/bookings (which has none: each module is imported by its path). */
const BOOKINGS_BARREL = [
  '^shared/src/bookings/index\\.[cm]?[jt]sx?$',
  '^shared/src/bookings/.+/index\\.[cm]?[jt]sx?$',
];

/** A test file (vitest runs it in Node, jsdom or not). */
const NODE_SIDE_TESTS = ['\\.test\\.[cm]?[jt]sx?$', '/__tests__/'];

/** A test or a test's helper: the database rule does not apply to them. */
const TESTS = [...NODE_SIDE_TESTS, '/test-support/', '^api/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module reaches itself through its imports (type-only imports count too: a cycle of types is ' +
        'still two modules that cannot be understood apart). Move what both sides need into a third module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature-imports',
      severity: 'error',
      comment:
        "A remote's feature (src/features/<a>/) imports another feature's folder (src/features/<b>/). What " +
        "several features use goes to the remote's common folders (src/components, src/lib, src/test-support) " +
        'or to @portal/shared.',
      from: { path: '^(mfe-[^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'no-barrel-in-shared-bookings',
      severity: 'error',
      comment:
        'shared/src/bookings has no barrel: import each module by its own path ' +
        '(@portal/shared/bookings/<module>), so a screen pulls only the modules it uses.',
      from: {},
      to: { path: BOOKINGS_BARREL },
    },
    {
      name: 'no-barrel-in-shared-bookings',
      severity: 'error',
      comment: 'shared/src/bookings has no barrel: an index module there (re-exporting its siblings) is one.',
      from: { path: BOOKINGS_BARREL },
      to: {},
    },
    {
      name: 'browser-not-to-server',
      severity: 'error',
      comment:
        'Browser code (shared, shell, remotes, embed) never imports the API, the payment sandbox or the mail catcher.',
      from: { path: BROWSER },
      to: { path: ['^api/', '^payment-sandbox/', '^mail-catcher/'] },
    },
    {
      name: 'browser-not-to-node-builtins',
      severity: 'error',
      comment:
        "Browser code (shared, shell, remotes, embed) never imports Node's built-in modules (node:*). Its tests " +
        'run in Node and may read files.',
      from: { path: BROWSER, pathNot: NODE_SIDE_TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'remote-not-to-other-remote-or-shell',
      severity: 'error',
      comment:
        'A remote imports only itself and @portal/shared: never another remote nor the shell (they meet at ' +
        "run time through the shell's registry).",
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: ['^mfe-[^/]+/', '^shell/', '^embed/'], pathNot: '^$1/' },
    },
    {
      name: 'only-repositories-touch-the-database',
      severity: 'error',
      comment:
        'Only the database layer (api/src/db/**) and repositories (*-repository.ts) import drizzle-orm or ' +
        'the schema; a service or a route asks a repository.',
      from: { path: '^api/src/', pathNot: ['^api/src/db/', '-repository\\.ts$', ...TESTS] },
      to: { path: ['(^|/)node_modules/drizzle-orm/', '^api/src/db/schema[^/]*\\.ts$'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'An import that resolves to nothing (a removed module, or a package subpath that is not exported). ' +
        "Build-only names are known: a style sheet as text (`?raw`) and the embed loader's own React (`portal-own/*`, " +
        'aliases of embed/rspack.config.mjs).',
      from: {},
      to: { couldNotResolve: true, pathNot: ['\\.css\\?raw$', '^portal-own/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)\\.data/'] },
    // Type-only imports are dependencies too (for the cycle rule above).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve through node_modules to their source; `@portal/shared/<subpath>`
    // follows shared/package.json's exports.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    combinedDependencies: false,
    preserveSymlinks: false,
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
