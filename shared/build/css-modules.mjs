// @ts-check
/**
 * How CSS Modules name their classes, in the browser builds and the prerender builds alike.
 *
 * - An app's own files: a hash of the app (`output.uniqueName`), the file and the class (production;
 *   readable names in development) — short, and no other app can have them.
 * - The workspace library's files (`shared/src`): the class and a hash of the file's content, the
 *   same in every app's build. A remote's screen prerendered by its own build (issue 22) is shown
 *   live with the host's `@portal/shared/ui` (a share), so its HTML must name that module's classes
 *   as the host's build does; and a file bundled by two apps gets the same names (and the same
 *   rules) when it is the same version, and other names when it is not.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace library's sources. */
export const SHARED_SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** @param {boolean} production */
export const appLocalIdentName = (production) =>
  production ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:5]';

/** @param {boolean} production */
export const sharedLocalIdentName = (production) =>
  production ? '[local]_[contenthash:6]' : '[name]__[local]--[contenthash:5]';

/**
 * The rules and the `css/auto` parser and generator options of an app's build.
 * @param {{ production: boolean; exportsOnly?: boolean }} options `exportsOnly`: the class names
 *   only (a Node build, which renders HTML and needs no stylesheet)
 */
export function cssModules({ production, exportsOnly = false }) {
  const generator = {
    exportsConvention: /** @type {const} */ ('camel-case-only'),
    ...(exportsOnly ? { exportsOnly: true } : {}),
  };
  return {
    parser: { 'css/auto': { namedExports: false } },
    generator: { 'css/auto': { ...generator, localIdentName: appLocalIdentName(production) } },
    rules: [
      {
        test: /\.css$/,
        include: SHARED_SOURCES,
        type: 'css/auto',
        generator: { ...generator, localIdentName: sharedLocalIdentName(production) },
      },
      { test: /\.css$/, exclude: SHARED_SOURCES, type: 'css/auto' },
    ],
  };
}
