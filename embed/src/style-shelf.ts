/**
 * The widget's style sheets belong in its shadow roots, not in the page. The bundlers' chunk
 * loaders (the loader's own, the remote's) add a chunk's style sheet to the page's `<head>` and
 * wait for it to load; while widgets are mounting or mounted, the shelf moves each such sheet (by
 * where it comes from: the loader's folder or a remote's) into a widget's shadow root at once,
 * before the page is painted again, and gives every other widget a copy, and each widget mounted
 * later a copy of every sheet seen so far. The page's head is as it was; nothing is watched once
 * the last widget is gone.
 */
export interface StyleShelf {
  /** Style sheets under this URL are the widget's. */
  allow: (prefix: string) => void;
  attach: (root: ShadowRoot) => void;
  detach: (root: ShadowRoot) => void;
  /** The style sheets seen so far, in the order they came. */
  sheets: () => readonly string[];
}

export const createStyleShelf = (doc: Document, prefixes: string[] = []): StyleShelf => {
  const hrefs: string[] = [];
  // The newest first: the one mounting is the one that asked for the sheet.
  let roots: ShadowRoot[] = [];
  let observer: MutationObserver | null = null;

  const isOurs = (node: Node): node is HTMLLinkElement =>
    node.nodeName === 'LINK' &&
    (node as HTMLLinkElement).rel === 'stylesheet' &&
    prefixes.some((prefix) => (node as HTMLLinkElement).href.startsWith(prefix));

  /** Where a root's content starts: its style sheets go before it, in the order they came. */
  const contentOf = (root: ShadowRoot) =>
    [...root.children].find((child) => child.nodeName !== 'LINK' && child.nodeName !== 'STYLE') ?? null;

  const copyInto = (root: ShadowRoot, href: string) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    root.insertBefore(link, contentOf(root));
  };

  const take = (link: HTMLLinkElement) => {
    const [first, ...others] = roots;
    if (!first) return;
    if (!hrefs.includes(link.href)) hrefs.push(link.href);
    // The loader's own element moves (it keeps loading there, and tells the chunk loader when done).
    first.insertBefore(link, contentOf(first));
    for (const root of others) copyInto(root, link.href);
  };

  const watch = () => {
    observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (isOurs(node)) take(node);
    });
    observer.observe(doc.head, { childList: true });
  };

  return {
    allow: (prefix) => {
      if (!prefixes.includes(prefix)) prefixes.push(prefix);
    },
    attach: (root) => {
      if (roots.includes(root)) return;
      roots = [root, ...roots];
      for (const href of hrefs) copyInto(root, href);
      if (!observer) watch();
    },
    detach: (root) => {
      roots = roots.filter((candidate) => candidate !== root);
      if (roots.length === 0) {
        observer?.disconnect();
        observer = null;
      }
    },
    sheets: () => hrefs,
  };
};
