#!/usr/bin/env node
// What is in each JavaScript file of the home page: builds the shell once more with source maps
// into a temporary folder (the real dist is not touched) and attributes every minified byte to the
// package or source folder it came from. The home page's files are the ones the last bench run
// downloaded (`.bench/results.json`, details.homeJs); without a bench run every file is listed.
//
//   node bench/home-js.mjs            # top 8 sources per file
//   node bench/home-js.mjs --top=20
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import sourceMap from 'source-map-js';

const ROOT = path.resolve(import.meta.dirname, '..');
const top = Number(process.argv.find((arg) => arg.startsWith('--top='))?.slice(6) ?? 8);

const { default: shellConfig } = await import(path.join(ROOT, 'shell', 'rspack.config.mjs'));
// A production host build is two compilers (the browser build, then the prerender): only the first.
const built = shellConfig({}, { mode: 'production' });
const config = Array.isArray(built) ? built[0] : built;
const out = mkdtempSync(path.join(tmpdir(), 'home-js-'));
config.output = { ...config.output, path: out };
config.devtool = 'source-map';

await new Promise((resolve, reject) => {
  rspack(config).run((error, stats) => {
    if (error) reject(error);
    else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
    else resolve(undefined);
  });
});

/** The file name without its content hash: `main.1a2b3c.js` → `main`. */
const chunkOf = (file) => file.split('.')[0];

const resultsFile = path.join(ROOT, '.bench', 'results.json');
const homeChunks = existsSync(resultsFile)
  ? new Set(
      (JSON.parse(readFileSync(resultsFile, 'utf8')).details?.homeJs?.app?.requests ?? [])
        .filter((request) => request.type === 'Script')
        .map((request) => chunkOf(new URL(request.url).pathname.slice(1))),
    )
  : null;

/** A source's group: its npm package, or the app/shared folder it lives in. */
const groupOf = (source) => {
  const pkg = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const local = source.match(/((?:shell|shared)\/(?:src|build)\/[^/]+(?:\/[^/.]+)?)/);
  if (local) return local[1];
  return source.includes('webpack/runtime') ? '(bundler runtime)' : source.slice(-50) || '(unmapped)';
};

const files = readdirSync(out).filter(
  (file) => file.endsWith('.js') && (!homeChunks || homeChunks.has(chunkOf(file))),
);
let total = 0;
for (const file of files.sort((a, b) =>
  chunkOf(a) === 'main' ? -1 : chunkOf(b) === 'main' ? 1 : a.localeCompare(b),
)) {
  const code = readFileSync(path.join(out, file), 'utf8');
  const lines = code.split('\n');
  const mapFile = path.join(out, `${file}.map`);
  const mappings = [];
  if (existsSync(mapFile)) {
    new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))).eachMapping((mapping) =>
      mappings.push(mapping),
    );
  } else {
    mappings.push({ generatedLine: 1, generatedColumn: 0, source: '(no source map)' });
  }
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  /** @type {Map<string, string>} */
  const texts = new Map();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
    const group = groupOf(mapping.source ?? '');
    texts.set(group, (texts.get(group) ?? '') + line.slice(mapping.generatedColumn, end));
  });
  const gzip = gzipSync(code).length;
  total += gzip;
  console.log(`${file}: ${(code.length / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(1)} KB gzip`);
  const rows = [...texts].map(([group, text]) => ({ group, min: text.length, gzip: gzipSync(text).length }));
  for (const row of rows.sort((a, b) => b.gzip - a.gzip).slice(0, top)) {
    const min = `${(row.min / 1024).toFixed(1)} KB min`.padStart(12);
    console.log(`  ${min}  ${`${(row.gzip / 1024).toFixed(1)} KB gz`.padStart(10)}  ${row.group}`);
  }
}
console.log(
  `\n${files.length} files, ${(total / 1024).toFixed(1)} KB gzip (bodies only; "KB gz" of a source is its code gzipped alone)`,
);
rmSync(out, { recursive: true, force: true });
