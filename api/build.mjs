#!/usr/bin/env node
// Bundles the API server and the operator CLI into dist/ (ESM for Node 20). The workspace library
// @portal/shared is bundled from its TypeScript source; every other package stays in node_modules.
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
// `--outdir <folder>`: another output folder inside api/ (node_modules and the migrations are found
// by walking up from the bundle), e.g. a test's private build that a concurrent build cannot replace.
const outdirFlag = process.argv.indexOf('--outdir');
const outdir =
  outdirFlag > 0 && process.argv[outdirFlag + 1] ? resolve(process.argv[outdirFlag + 1]) : join(here, 'dist');

/** Bare imports are external except the workspace library (consumed as source, no build step). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@portal/shared' || args.path.startsWith('@portal/shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(join(outdir, 'server.js'), { force: true });
rmSync(join(outdir, 'demo.js'), { force: true });
rmSync(join(outdir, 'cli'), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    server: 'src/server.ts',
    'cli/remotes': 'src/cli/remotes.ts',
    'cli/transport': 'src/cli/transport.ts',
    'cli/meet-details': 'src/cli/meet-details.ts',
    demo: 'src/db/seed/demo.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
  banner: {
    js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  },
});
const shown = outdir === join(here, 'dist') ? 'dist' : outdir;
console.log(
  `api: built ${shown}/server.js, ${shown}/cli/remotes.js, ${shown}/cli/transport.js, ${shown}/cli/meet-details.js and ${shown}/demo.js (for the start banner) in ${Date.now() - started} ms`,
);
