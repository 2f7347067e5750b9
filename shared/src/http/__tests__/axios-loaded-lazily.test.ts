import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { AxiosAdapter, AxiosStatic } from 'axios';
import ts from 'typescript';
import { afterEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { projectStatus } from '../../contracts/endpoints/public';

const HTTP_DIR = resolve(import.meta.dirname, '..');

/**
 * The modules a file loads when it runs: its static imports and re-exports other than `import
 * type`/`export type` (an `import { type X }` still loads its module), and its dynamic imports.
 */
const importsOf = (file: string) => {
  const found = { static: [] as string[], dynamic: [] as string[] };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      found.static.push((node.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier)
      found.static.push((node.moduleSpecifier as ts.StringLiteral).text);
    const [specifier] = ts.isCallExpression(node) ? node.arguments : [];
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && specifier)
      found.dynamic.push((specifier as ts.StringLiteral).text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  return found;
};

const resolveRelative = (from: string, specifier: string) => {
  const base = resolve(dirname(from), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  if (!file) throw new Error(`${specifier} from ${from} not found`);
  return file;
};

/** Every module that loads with `entry`: its static imports, followed through the package's own files. */
const staticGraph = (entry: string) => {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    // JSON and CSS import nothing.
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of importsOf(file).static)
      if (specifier.startsWith('.')) pending.push(resolveRelative(file, specifier));
  }
  return [...seen].filter((file) => /\.tsx?$/.test(file));
};

const isAxios = (specifier: string) => specifier === 'axios' || specifier.startsWith('axios/');

describe('axios stays out of the start-up files', () => {
  it('is imported statically by no module that loads with @portal/shared/http, nor by any of its files', () => {
    const ownFiles = readdirSync(HTTP_DIR)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(HTTP_DIR, name));
    const files = new Set([...staticGraph(join(HTTP_DIR, 'index.ts')), ...ownFiles]);
    expect(files.size).toBeGreaterThan(ownFiles.length);
    const importers = [...files].filter((file) => importsOf(file).static.some(isAxios));
    expect(importers).toEqual([]);
  });

  it('is loaded by one dynamic import, which the bundler makes a file of its own', () => {
    const loaders = readdirSync(HTTP_DIR)
      .filter((name) => name.endsWith('.ts') && importsOf(join(HTTP_DIR, name)).dynamic.some(isAxios))
      .map((name) => [name, readFileSync(join(HTTP_DIR, name), 'utf8')]);
    expect(loaders.map(([name]) => name)).toEqual(['load-axios.ts']);
    expect(loaders[0]?.[1]).toContain(`import(/* webpackChunkName: "axios" */ 'axios')`);
  });
});

const envelope = JSON.stringify({
  state: '1',
  errorCode: null,
  message: 'success',
  result: { projectStatus: true },
});

const answering: AxiosAdapter = async (config) => ({
  data: envelope,
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

type AxiosModule = typeof import('axios');

/** A fresh @portal/shared/http, with `axios` as the given factory makes it. */
const freshHttp = async (
  axiosFactory: (actual: () => Promise<AxiosModule>) => Promise<Partial<AxiosModule>>,
) => {
  vi.resetModules();
  vi.doMock('axios', (importOriginal) => axiosFactory(() => importOriginal<AxiosModule>()));
  const http = await import('../index');
  const { useDialogStore } = await import('../../stores/dialog-store');
  const { useLoadingStore } = await import('../../stores/loading-store');
  http.configureHttp({ navigate: () => {} });
  http.apiClient.defaults.adapter = vi.fn(answering);
  return { http, useDialogStore, useLoadingStore };
};

afterEach(() => {
  vi.doUnmock('axios');
  vi.doUnmock('../load-axios');
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('axios is loaded with the first request', () => {
  it('not when @portal/shared/http is imported; once, with one instance, for every request after', async () => {
    const loaded = vi.fn();
    let create: MockInstance<AxiosStatic['create']> | undefined;
    const { http } = await freshHttp(async (actual) => {
      loaded();
      const module = await actual();
      create = vi.spyOn(module.default, 'create');
      return module;
    });
    expect(loaded).not.toHaveBeenCalled();

    const first = [http.callApi(projectStatus, {}), http.callApi(projectStatus, {})];
    await expect(Promise.all(first)).resolves.toEqual([
      { ok: true, result: { projectStatus: true } },
      { ok: true, result: { projectStatus: true } },
    ]);
    await http.callApi(projectStatus, {});
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(http.apiClient.defaults.adapter).toHaveBeenCalledTimes(3);
  });

  it('a load that fails is a connection failure: Try Again loads axios again and sends the request', async () => {
    let loads = 0;
    const { http, useDialogStore } = await freshHttp(async (actual) => {
      loads += 1;
      if (loads === 1) throw new Error('Loading chunk axios failed');
      return actual();
    });
    const call = http.callApi(projectStatus, {});
    await vi.waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    const [dialog] = useDialogStore.getState().dialogs;
    expect(dialog?.request).toEqual({ kind: 'connectionError' });
    if (dialog) useDialogStore.getState().closeDialog(dialog.id, 'confirm');
    await expect(call).resolves.toEqual({ ok: true, result: { projectStatus: true } });
    expect(loads).toBe(2);
    expect(http.apiClient.defaults.adapter).toHaveBeenCalledTimes(1);
  });

  it('the time axios takes to load counts towards the spinner: 2 s to load and 2 s to answer show it', async () => {
    const axios = (await import('axios')).default;
    let arrive: (module: AxiosStatic) => void = () => {};
    vi.resetModules();
    vi.doMock('../load-axios', () => ({
      loadAxios: () => new Promise<AxiosStatic>((resolve) => (arrive = resolve)),
    }));
    const http = await import('../index');
    const { useLoadingStore } = await import('../../stores/loading-store');
    http.apiClient.defaults.adapter = (config) =>
      new Promise((resolve) => setTimeout(() => resolve(answering(config)), 2_000));
    vi.useFakeTimers();
    const call = http.callApi(projectStatus, {});
    await vi.advanceTimersByTimeAsync(2_000);
    arrive(axios);
    await vi.advanceTimersByTimeAsync(999);
    expect(useLoadingStore.getState().slowRequests).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(useLoadingStore.getState().slowRequests).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(call).resolves.toMatchObject({ ok: true });
    expect(useLoadingStore.getState().slowRequests).toBe(0);
  });
});
