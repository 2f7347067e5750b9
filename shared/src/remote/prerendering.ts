import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};
const inBrowser = () => false;
const atBuild = () => true;

/**
 * True while a screen is prerendered at build time (`@portal/shared/remote/prerender`), false in
 * the browser. A prerendered screen must not depend on the day of the build (a default date, say):
 * it renders what does not change, and the live screen fills in the rest.
 */
export const usePrerendering = (): boolean => useSyncExternalStore(subscribeNothing, inBrowser, atBuild);
