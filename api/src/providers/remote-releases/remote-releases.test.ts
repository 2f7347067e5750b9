import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRemoteReleases, releaseOf } from './remote-releases';

const roots: string[] = [];
const webRootWith = (manifests: Record<string, unknown>) => {
  const root = mkdtempSync(join(tmpdir(), 'remote-releases-'));
  roots.push(root);
  for (const [name, manifest] of Object.entries(manifests)) {
    mkdirSync(join(root, name, 'dist'), { recursive: true });
    writeFileSync(join(root, name, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
  }
  return root;
};
const built = (buildVersion: string) => ({ metaData: { buildInfo: { buildVersion, buildName: 'x' } } });

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('remote releases', () => {
  it('reads the version and the build time a production build writes into the manifest', () => {
    const releases = createRemoteReleases(webRootWith({ 'mfe-help': built('0.1.0+20261128T121530Z') }));
    expect(releases('mfe-help', '/remotes/mfe-help/mf-manifest.json')).toEqual({
      version: '0.1.0',
      buildTime: '2026-11-28T12:15:30.000Z',
    });
  });

  it('takes the manifest’s file time when the version carries no build time', () => {
    const root = webRootWith({ 'mfe-help': built('0.2.0') });
    const when = new Date('2026-10-01T08:00:00Z');
    utimesSync(join(root, 'mfe-help', 'dist', 'mf-manifest.json'), when, when);
    expect(createRemoteReleases(root)('mfe-help', '/remotes/mfe-help/mf-manifest.json')).toEqual({
      version: '0.2.0',
      buildTime: when.toISOString(),
    });
  });

  it('reads a new release once its manifest changes', () => {
    const root = webRootWith({ 'mfe-help': built('0.1.0+20261128T121530Z') });
    const releases = createRemoteReleases(root);
    expect(releases('mfe-help', '/remotes/mfe-help/mf-manifest.json').version).toBe('0.1.0');
    const file = join(root, 'mfe-help', 'dist', 'mf-manifest.json');
    writeFileSync(file, JSON.stringify(built('0.1.1+20261129T090000Z')));
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    expect(releases('mfe-help', '/remotes/mfe-help/mf-manifest.json')).toEqual({
      version: '0.1.1',
      buildTime: '2026-11-29T09:00:00.000Z',
    });
  });

  it('knows nothing of a remote served elsewhere, missing, unreadable, or with no web root', () => {
    const root = webRootWith({ 'mfe-help': 'not a manifest', 'mfe-auth': { metaData: {} } });
    const releases = createRemoteReleases(root);
    const unknown = { version: null, buildTime: null };
    expect(releases('mfe-help', 'https://cdn.example/mfe-help/mf-manifest.json')).toEqual(unknown);
    expect(releases('mfe-help', '/remotes/mfe-help/mf-manifest.json')).toEqual(unknown);
    expect(releases('mfe-auth', '/remotes/mfe-auth/mf-manifest.json')).toEqual(unknown);
    expect(releases('mfe-account', '/remotes/mfe-account/mf-manifest.json')).toEqual(unknown);
    expect(createRemoteReleases(undefined)('mfe-help', '/remotes/mfe-help/mf-manifest.json')).toEqual(
      unknown,
    );
  });

  it('gives no build time for a stamp that is no date', () => {
    expect(releaseOf('1.0.0+20261399T999999Z', new Date(Number.NaN))).toEqual({
      version: '1.0.0',
      buildTime: null,
    });
  });
});
