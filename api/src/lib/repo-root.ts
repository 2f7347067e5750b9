import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the calling module, for `import.meta.url`. */
export const moduleDir = (metaUrl: string): string => dirname(fileURLToPath(metaUrl));

/**
 * Walks up from `start` until `marker` exists; the same code runs from `src/` (tsx, vitest) and
 * from the bundle in `dist/`, so paths are found by what is there rather than by a fixed depth.
 */
export const findUp = (start: string, marker: string, maxLevels = 6): string | null => {
  let dir = resolve(start);
  for (let level = 0; level <= maxLevels; level += 1) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
  return null;
};

const here = moduleDir(import.meta.url);

/** The workspace root (the folder holding pnpm-workspace.yaml), or the working directory. */
export const repoRoot = (): string => findUp(here, 'pnpm-workspace.yaml') ?? process.cwd();

/** The api package folder (holding the drizzle migrations). */
export const apiRoot = (): string => {
  const found = findUp(here, join('drizzle', 'meta', '_journal.json'));
  if (!found) throw new Error('The database migrations folder (api/drizzle) was not found.');
  return found;
};
