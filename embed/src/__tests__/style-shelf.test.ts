import { afterEach, describe, expect, it } from 'vitest';
import { createStyleShelf } from '../style-shelf';

const OURS = 'https://portal.example/embed/';
const REMOTE = 'https://portal.example/remotes/mfe-fast-track/';
/** Lets the observer see what was added. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const shadowRoot = () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.append(document.createElement('div'));
  return root;
};
const addToHead = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
  return link;
};
const hrefsIn = (root: ParentNode) =>
  [...root.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).href);

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the style shelf', () => {
  it("moves the widget's chunk style sheets from the page's head into the widgets' shadow roots", async () => {
    const shelf = createStyleShelf(document, [OURS]);
    const first = shadowRoot();
    const second = shadowRoot();
    shelf.attach(first);
    shelf.attach(second);
    const page = addToHead('https://issuer.example/site.css');
    const loader = addToHead(`${OURS}portal.1234567890.css`);
    const remote = addToHead(`${REMOTE}1.abcdef0123.css`);
    await settle();

    // The loader's own element moved to the newest root (it keeps loading there); the other got a copy.
    expect(loader.getRootNode()).toBe(second);
    expect(hrefsIn(first)).toEqual([`${OURS}portal.1234567890.css`]);
    // A remote's sheets are the widget's once the shelf knows where the remote lives.
    expect(remote.parentNode).toBe(document.head);
    shelf.allow(REMOTE);
    const later = addToHead(`${REMOTE}2.abcdef0123.css`);
    await settle();
    expect(later.getRootNode()).toBe(second);
    // The page's own sheet stays where it is; nothing of the widget's is left in the head.
    expect(page.parentNode).toBe(document.head);
    expect(hrefsIn(document.head)).toEqual(['https://issuer.example/site.css', `${REMOTE}1.abcdef0123.css`]);
    expect(shelf.sheets()).toEqual([`${OURS}portal.1234567890.css`, `${REMOTE}2.abcdef0123.css`]);
    shelf.detach(first);
    shelf.detach(second);
  });

  it('gives a widget mounted later every sheet seen so far, in order, before its content', async () => {
    const shelf = createStyleShelf(document, [OURS]);
    const first = shadowRoot();
    shelf.attach(first);
    addToHead(`${OURS}a.1234567890.css`);
    addToHead(`${OURS}b.1234567890.css`);
    await settle();
    shelf.detach(first);

    const next = shadowRoot();
    shelf.attach(next);
    expect(hrefsIn(next)).toEqual([`${OURS}a.1234567890.css`, `${OURS}b.1234567890.css`]);
    expect(next.lastElementChild?.nodeName).toBe('DIV');
    shelf.detach(next);
  });

  it('watches the head only while a widget is there', async () => {
    const shelf = createStyleShelf(document, [OURS]);
    const root = shadowRoot();
    shelf.attach(root);
    shelf.detach(root);
    const link = addToHead(`${OURS}c.1234567890.css`);
    await settle();
    expect(link.parentNode).toBe(document.head);
    expect(shelf.sheets()).toEqual([]);
  });
});
