// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostShareVersions } from '@portal/shared/build';
import { describe, expect, it } from 'vitest';
import { PORTAL_SHARED_MODULES } from '../src/portal-namespace';
import { REACT_SHARE_KEYS } from '../src/shares';

const workspace = join(import.meta.dirname, '../..');
/** @param {string} app @returns {Record<string, string>} */
const dependencies = (app) =>
  JSON.parse(readFileSync(join(workspace, app, 'package.json'), 'utf8')).dependencies;
const sharedDir = join(workspace, 'shared');

describe("the loader's share scope", () => {
  // Importing the portal's modules loads every shared part: seconds on a busy machine.
  it("offers what the shell offers every remote, but the router, in the shell's versions", {
    timeout: 30_000,
  }, () => {
    const offered = [...REACT_SHARE_KEYS, ...Object.keys(PORTAL_SHARED_MODULES)].sort();
    const shell = hostShareVersions({ appDependencies: dependencies('shell'), sharedDir });
    expect(offered).toEqual(
      Object.keys(shell)
        .filter((key) => key !== 'react-router')
        .sort(),
    );
    const embed = hostShareVersions({ appDependencies: dependencies('embed'), sharedDir });
    for (const key of offered) expect(embed[key], key).toBe(shell[key]);
  });
});
