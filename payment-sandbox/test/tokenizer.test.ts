import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MERCHANT_ID, FRICTIONLESS_TEST_NUMBER, TOKENIZER_SCRIPT_PATH } from '../src';
import { futureExpiry, submitCard } from '../src/testing';
import { CARD_FRAME_SCRIPT_PATH } from '../src/tokenizer';
import { type Harness, startHarness } from './helpers';

const PORTAL = 'http://127.0.0.1:4999';

type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

interface TokenizerResult {
  success: boolean;
  hostedTokenizationId?: string;
  error?: { message: string };
}
interface TokenizerInstance {
  initialize(): Promise<void>;
  submitTokenization(): Promise<TokenizerResult>;
  destroy(): void;
}

/** A merchant's page, as far as the tokenizer script sees it: one container, its iframe, messages. */
const merchantPage = () => {
  const listeners = new Set<Listener>();
  const posted: Array<{ message: unknown; targetOrigin: string }> = [];
  const frameWindow = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  const frame = { src: '', title: '', style: {} as Record<string, string>, contentWindow: frameWindow };
  const container = {
    children: [] as unknown[],
    appendChild: (child: unknown) => container.children.push(child),
  };
  const window: Record<string, unknown> = {
    location: { href: `${PORTAL}/fast-track/review` },
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    setTimeout,
    clearTimeout,
  };
  const document = {
    getElementById: (id: string) => (id === 'card-frame' ? container : null),
    createElement: () => frame,
  };
  const deliver = (source: unknown, origin: string, data: unknown) => {
    for (const listener of listeners) listener({ source, origin, data });
  };
  return { window, document, frame, frameWindow, container, posted, listeners, deliver };
};

/**
 * The sandbox's stand-in for Worldline's `tokenizer.min.js`, loaded from the sandbox as a page
 * would, and the card page it frames: the card goes from the page to the host, the merchant's page
 * gets the session's id back.
 */
describe('the hosted tokenization scripts', () => {
  let h: Harness;
  let tokenizerSource: string;
  beforeAll(async () => {
    h = await startHarness();
    const script = await fetch(`${h.sandbox.url}${TOKENIZER_SCRIPT_PATH}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    tokenizerSource = await script.text();
  });
  afterAll(() => h?.close());

  const loadTokenizer = (page: ReturnType<typeof merchantPage>) => {
    runInNewContext(tokenizerSource, { window: page.window, document: page.document, URL, Promise });
    return page.window.Tokenizer as new (
      url: string,
      elementId: string,
      options?: object,
    ) => TokenizerInstance;
  };

  it('frames the card page, asks it to submit and answers what it said, heeding only that frame', async () => {
    const session = await h.openSession();
    const url = `${h.sandbox.url}/hostedtokenization/${session.sessionId}`;
    const page = merchantPage();
    const Tokenizer = loadTokenizer(page);
    const tokenizer = new Tokenizer(url, 'card-frame', { title: 'Card details' });
    const initialized = tokenizer.initialize();
    expect(page.container.children).toEqual([page.frame]);
    expect(page.frame).toMatchObject({ src: url, title: 'Card details' });
    // Not ready until the card page says so, from its own window and origin.
    page.deliver({}, h.sandbox.url, { type: 'payment-sandbox:tokenizer-ready' });
    page.deliver(page.frameWindow, 'https://evil.example', { type: 'payment-sandbox:tokenizer-ready' });
    page.deliver(page.frameWindow, h.sandbox.url, { type: 'payment-sandbox:tokenizer-ready' });
    await initialized;

    const submitted = tokenizer.submitTokenization();
    expect(page.posted).toEqual([
      { message: { type: 'payment-sandbox:tokenizer-submit' }, targetOrigin: h.sandbox.url },
    ]);
    const forged = { success: true, hostedTokenizationId: 'forged' };
    page.deliver({}, h.sandbox.url, { type: 'payment-sandbox:tokenizer-result', result: forged });
    const result = { success: true, hostedTokenizationId: session.sessionId };
    page.deliver(page.frameWindow, h.sandbox.url, { type: 'payment-sandbox:tokenizer-result', result });
    await expect(submitted).resolves.toEqual(result);

    tokenizer.destroy();
    expect(page.listeners.size).toBe(0);
    await expect(tokenizer.submitTokenization()).resolves.toMatchObject({ success: false });
  });

  it('has the framed card page post its card to the host and answer only the page that asked', async () => {
    const session = await h.openSession();
    const path = `/hostedtokenization/${session.sessionId}`;
    const source = await (await fetch(`${h.sandbox.url}${CARD_FRAME_SCRIPT_PATH}`)).text();
    const values: Record<string, string> = {
      holder: 'Alex Moreno',
      number: FRICTIONLESS_TEST_NUMBER,
      expiry: futureExpiry(),
      cvc: '123',
    };
    const attributes = new Set<string>();
    const form = {
      elements: { namedItem: (name: string) => ({ value: values[name] ?? '' }) },
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string) => attributes.add(name),
      addEventListener: () => {},
    };
    const listeners: Listener[] = [];
    const toParent: Array<{ message: { type: string; result?: TokenizerResult }; targetOrigin: string }> = [];
    const parent = {
      postMessage: (message: never, targetOrigin: string) => toParent.push({ message, targetOrigin }),
    };
    const alert = { textContent: '' };
    const frame = {
      parent,
      location: { pathname: path },
      addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    };
    runInNewContext(source, {
      window: frame,
      document: {
        querySelector: () => form,
        getElementById: () => alert,
      },
      // The frame's same-origin fetch, as the browser would resolve it.
      fetch: (url: string, init: RequestInit) =>
        fetch(`${h.sandbox.url}${url}`, { ...init, headers: { ...init.headers, origin: h.sandbox.url } }),
      JSON,
      String,
    });
    expect(attributes.has('data-framed')).toBe(true);
    expect(toParent).toEqual([{ message: { type: 'payment-sandbox:tokenizer-ready' }, targetOrigin: '*' }]);
    const submit = (from: unknown) => {
      for (const listener of listeners) {
        listener({ source: from, origin: PORTAL, data: { type: 'payment-sandbox:tokenizer-submit' } });
      }
    };
    submit({});
    submit(parent);
    await expect.poll(() => toParent.length).toBe(2);
    expect(toParent[1]).toEqual({
      message: {
        type: 'payment-sandbox:tokenizer-result',
        result: { success: true, hostedTokenizationId: session.sessionId },
      },
      targetOrigin: PORTAL,
    });
    const read = await h.call('GET', `/v2/${DEV_MERCHANT_ID}/hostedtokenizations/${session.sessionId}`);
    expect(read.body).toMatchObject({
      token: { card: { data: { cardWithoutCvv: { cardNumber: '************3344' } } } },
    });
  });

  it('fails to initialize without its container', async () => {
    const page = merchantPage();
    const Tokenizer = loadTokenizer(page);
    await expect(
      new Tokenizer(`${h.sandbox.url}/hostedtokenization/x`, 'elsewhere').initialize(),
    ).rejects.toEqual({
      message: 'No element with id elsewhere.',
    });
  });

  it('serves the card page for the frame, and takes the saved card a session offers', async () => {
    const first = await h.openSession();
    expect(
      await submitCard(
        `${h.sandbox.url}/hostedtokenization/${first.sessionId}`,
        {
          number: FRICTIONLESS_TEST_NUMBER,
          expiry: futureExpiry(),
        },
        PORTAL,
      ),
    ).toMatchObject({ success: true });
    const read = await h.call('GET', `/v2/${DEV_MERCHANT_ID}/hostedtokenizations/${first.sessionId}`);
    const token = String((read.body.token as { id: string }).id);

    const session = await h.openSession({ token });
    const url = `${h.sandbox.url}/hostedtokenization/${session.sessionId}`;
    const html = await (await fetch(url)).text();
    expect(html).toContain('data-saved-card');
    expect(html).toContain('ending 3344');
    expect(html).not.toContain('name="number"');
    // What the card page's script posts when the tokenizer asks it to submit.
    const framed = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: h.sandbox.url },
      body: JSON.stringify({ savedCard: true }),
    });
    expect(await framed.json()).toEqual({ success: true, hostedTokenizationId: session.sessionId });
    const paid = await h.call('GET', `/v2/${DEV_MERCHANT_ID}/hostedtokenizations/${session.sessionId}`);
    expect(paid.body).toMatchObject({ tokenStatus: 'UNCHANGED', token: { id: token } });
    // A session that offers no saved card takes none.
    const bare = await h.openSession();
    const refused = await fetch(`${h.sandbox.url}/hostedtokenization/${bare.sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ savedCard: true }),
    });
    expect(await refused.json()).toMatchObject({ success: false });
  });
});
