#!/usr/bin/env node
// Bundles the payment sandbox into dist/server.js (ESM for Node 20). The workspace library
// @portal/shared is bundled from its TypeScript source; every other package stays in node_modules.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');

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
await build({
  absWorkingDir: here,
  entryPoints: { server: 'src/server.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`payment-sandbox: built dist/server.js in ${Date.now() - started} ms`);
