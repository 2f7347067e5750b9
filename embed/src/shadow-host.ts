import type { HostStyles } from './host-styles';

/**
 * Each widget lives in a shadow root of its own, on an element it adds to the page's: the page's
 * styles do not reach inside, and the widget's (in the shadow root only) do not leak out. Removing
 * the host element removes all of it.
 */

/** The element the widget adds to the page's (an unregistered custom element: no global registry entry). */
export const HOST_TAG = 'portal-airport-services';

export interface ShadowHost {
  host: HTMLElement;
  root: ShadowRoot;
  /** Where React renders. */
  container: HTMLDivElement;
  remove: () => void;
}

/** `stylesFor` is asked once the root is in the page (the styles measure the browser's font size there). */
export const createShadowHost = (
  element: HTMLElement,
  stylesFor: (root: ShadowRoot) => HostStyles,
): ShadowHost => {
  const doc = element.ownerDocument;
  const host = doc.createElement(HOST_TAG);
  const root = host.attachShadow({ mode: 'open' });
  element.append(host);
  const styles = stylesFor(root);
  if (styles.sheet && 'adoptedStyleSheets' in root) {
    root.adoptedStyleSheets = [styles.sheet];
  } else {
    // Browsers without constructable style sheets.
    const style = doc.createElement('style');
    style.textContent = styles.text;
    root.append(style);
  }
  const container = doc.createElement('div');
  root.append(container);
  return { host, root, container, remove: () => host.remove() };
};
