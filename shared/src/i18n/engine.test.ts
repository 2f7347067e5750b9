import { describe, expect, it, vi } from 'vitest';
import { createI18n, type Resources } from './engine';

const RESOURCES: Record<string, Record<string, Resources>> = {
  'en-US': {
    common: {
      hi: 'Hi {{name}}',
      spaced: 'Hi {{ name }}!',
      two: '{{a}} and {{b}}',
      proto: 'Is {{constructor}}',
      errors: { '20001': 'Flight not found.' },
      shared: 'common shared',
      onlyCommon: 'from common',
      item_zero: 'No items',
      item_one: '{{count}} item',
      item_other: '{{count}} items',
      seat_one: '{{count}} seat',
      seat_other: '{{count}} seats',
      plain: 'Total: {{count}}',
      steps: ['Step {{n}}: pack', 'Fly'],
      card: { title: 'Card {{n}}', body: { text: 'Body {{n}}' }, tags: ['a {{n}}'] },
      greeting: 'Hello',
    },
    shell: { appName: 'Portal', shared: 'shell shared' },
    help: { title: 'Help', shared: 'help shared' },
    screens: { required: 'Required.', shared: 'screens shared' },
  },
  'pt-BR': {
    common: {
      hi: 'Olá {{name}}',
      item_one: '{{count}} item',
      item_many: '{{count}} de itens',
      item_other: '{{count}} itens',
      cart_zero: 'Carrinho vazio',
      cart_one: '{{count}} produto',
      cart_other: '{{count}} produtos',
      greeting: 'Olá',
    },
    shell: { appName: 'Portal BR' },
    help: { title: 'Ajuda' },
    screens: { required: 'Obrigatório.' },
  },
  'es-ES': {
    common: {
      hi: 'Hola {{name}}',
      item_one: '{{count}} artículo',
      item_many: '{{count}} de artículos',
      item_other: '{{count}} artículos',
      seat_one: '{{count}} asiento',
      seat_other: '{{count}} asientos',
      greeting: 'Hola',
    },
    shell: { appName: 'Portal ES' },
    help: { title: 'Ayuda' },
  },
};

const bundle = (language: string, namespace: string): Resources => {
  const found = RESOURCES[language]?.[namespace];
  if (!found) throw new Error(`No messages for ${language}/${namespace}`);
  return found;
};

/** A `load` whose calls stay pending until the test releases or fails them. */
const gatedLoad = () => {
  const waiting = new Map<
    string,
    { resolve: (resources: Resources) => void; reject: (error: Error) => void }
  >();
  const load = vi.fn(
    (language: string, namespace: string) =>
      new Promise<Resources>((resolve, reject) => {
        waiting.set(`${language}/${namespace}`, { resolve, reject });
      }),
  );
  const take = (id: string) => {
    const call = waiting.get(id);
    if (!call) throw new Error(`${id} is not loading`);
    waiting.delete(id);
    return call;
  };
  const release = (id: string) => {
    const [language = '', namespace = ''] = id.split('/');
    take(id).resolve(bundle(language, namespace));
  };
  const fail = (id: string) => take(id).reject(new Error(`offline: ${id}`));
  return { load, release, fail, waiting };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const setup = async (language = 'en-US', ns: readonly string[] = ['common', 'shell', 'help']) => {
  const load = vi.fn(async (lng: string, namespace: string) => bundle(lng, namespace));
  const i18n = createI18n();
  await i18n.init({ lng: language, ns, defaultNS: 'common', fallbackNS: 'common', load });
  return { i18n, load };
};

describe('t', () => {
  it('fills placeholders, leaving the ones with no value given', async () => {
    const { i18n } = await setup();
    expect(i18n.t('hi')).toBe('Hi {{name}}');
    expect(i18n.t('hi', {})).toBe('Hi {{name}}');
    expect(i18n.t('hi', { name: 'Ana' })).toBe('Hi Ana');
    expect(i18n.t('hi', { name: undefined })).toBe('Hi ');
    expect(i18n.t('hi', { name: null })).toBe('Hi ');
    expect(i18n.t('hi', { name: 0 })).toBe('Hi 0');
    expect(i18n.t('hi', { name: false })).toBe('Hi false');
    expect(i18n.t('hi', { name: { toString: () => 'obj' } })).toBe('Hi obj');
    expect(i18n.t('spaced', { name: 'Bo' })).toBe('Hi Bo!');
    expect(i18n.t('two', { a: 1 })).toBe('1 and {{b}}');
    expect(i18n.t('two', { a: '$&', b: '$1' })).toBe('$& and $1');
    // Only own values count: nothing comes from Object.prototype.
    expect(i18n.t('proto')).toBe('Is {{constructor}}');
  });

  it('reads nested keys by dots', async () => {
    const { i18n } = await setup();
    expect(i18n.t('errors.20001')).toBe('Flight not found.');
    expect(i18n.t('card.body.text', { n: 3 })).toBe('Body 3');
    expect(i18n.t('steps.1')).toBe('Fly');
    expect(i18n.t('hi.name')).toBe('hi.name');
    expect(i18n.t('toString')).toBe('toString');
  });

  it('reads the namespace named before a colon, then the fallback namespace', async () => {
    const { i18n } = await setup();
    expect(i18n.t('shell:appName')).toBe('Portal');
    expect(i18n.t('common:errors.20001')).toBe('Flight not found.');
    expect(i18n.t('shell:shared')).toBe('shell shared');
    expect(i18n.t('shell:onlyCommon')).toBe('from common');
    // The prefix wins over options.ns.
    expect(i18n.t('shell:shared', { ns: 'help' })).toBe('shell shared');
    // A sentence with a colon is a key, not a namespace and a key.
    expect(i18n.t('Error: try again')).toBe('Error: try again');
    expect(i18n.t('x', { defaultValue: 'Note: {{n}} left', n: 2 })).toBe('Note: 2 left');
  });

  it('searches options.ns in order, else the default namespace, then the fallback namespace', async () => {
    const { i18n } = await setup();
    expect(i18n.t('shared')).toBe('common shared');
    expect(i18n.t('appName')).toBe('appName');
    expect(i18n.t('shared', { ns: 'shell' })).toBe('shell shared');
    expect(i18n.t('shared', { ns: ['help', 'shell'] })).toBe('help shared');
    expect(i18n.t('shared', { ns: ['shell', 'help'] })).toBe('shell shared');
    expect(i18n.t('shared', { ns: ['common', 'shell'] })).toBe('common shared');
    expect(i18n.t('onlyCommon', { ns: ['shell', 'help'] })).toBe('from common');
    // Not searched: help is neither asked for nor the fallback.
    expect(i18n.t('title', { ns: 'shell' })).toBe('title');
  });

  it('uses the default namespace given to init', async () => {
    const load = vi.fn(async (lng: string, namespace: string) => bundle(lng, namespace));
    const i18n = createI18n();
    expect(i18n.defaultNS).toBe('common');
    await i18n.init({
      lng: 'en-US',
      ns: ['common', 'shell'],
      defaultNS: 'shell',
      fallbackNS: 'common',
      load,
    });
    expect(i18n.defaultNS).toBe('shell');
    expect(i18n.t('shared')).toBe('shell shared');
    expect(i18n.t('greeting')).toBe('Hello');
  });

  it('picks plural forms in en-US, with _zero for 0 when there is one', async () => {
    const { i18n } = await setup();
    expect(i18n.t('item', { count: 0 })).toBe('No items');
    expect(i18n.t('item', { count: 1 })).toBe('1 item');
    expect(i18n.t('item', { count: 2 })).toBe('2 items');
    expect(i18n.t('seat', { count: 0 })).toBe('0 seats');
    expect(i18n.t('seat', { count: 1 })).toBe('1 seat');
    expect(i18n.t('seat', { count: 1.5 })).toBe('1.5 seats');
    // No plural forms: the plain key, with {{count}} filled.
    expect(i18n.t('plain', { count: 7 })).toBe('Total: 7');
    // No count: no plural handling.
    expect(i18n.t('item')).toBe('item');
  });

  it('picks plural forms in pt-BR, including many', async () => {
    const { i18n } = await setup('pt-BR');
    // In Portuguese 0 is "one".
    expect(i18n.t('item', { count: 0 })).toBe('0 item');
    expect(i18n.t('item', { count: 1 })).toBe('1 item');
    expect(i18n.t('item', { count: 2 })).toBe('2 itens');
    expect(i18n.t('item', { count: 1000000 })).toBe('1000000 de itens');
    expect(i18n.t('item', { count: 1000001 })).toBe('1000001 itens');
    expect(i18n.t('cart', { count: 0 })).toBe('Carrinho vazio');
    expect(i18n.t('cart', { count: 1 })).toBe('1 produto');
    // No cart_many: the _other form.
    expect(i18n.t('cart', { count: 1000000 })).toBe('1000000 produtos');
  });

  it('picks plural forms in es-ES, including many', async () => {
    const { i18n } = await setup('es-ES');
    expect(i18n.t('item', { count: 0 })).toBe('0 artículos');
    expect(i18n.t('item', { count: 1 })).toBe('1 artículo');
    expect(i18n.t('item', { count: 3 })).toBe('3 artículos');
    expect(i18n.t('item', { count: 1000000 })).toBe('1000000 de artículos');
    expect(i18n.t('seat', { count: 1000000 })).toBe('1000000 asientos');
  });

  it('answers a missing key with defaultValue, else the key without its namespace', async () => {
    const { i18n } = await setup();
    expect(i18n.t('missing', { defaultValue: 'Server says {{what}}', what: 'no' })).toBe('Server says no');
    expect(i18n.t('common:errors.99999', { defaultValue: 'Unknown.' })).toBe('Unknown.');
    expect(i18n.t('greeting', { defaultValue: 'unused' })).toBe('Hello');
    expect(i18n.t('common:missing')).toBe('missing');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.t('nothing', { count: 2 })).toBe('nothing');
  });

  it('answers a key that holds an object with the key, unless objects are asked for', async () => {
    const { i18n } = await setup();
    expect(i18n.t('common:errors')).toBe('errors');
    expect(i18n.t('steps')).toBe('steps');
  });

  it('returns copies of arrays and objects with every string filled when asked', async () => {
    const { i18n } = await setup();
    const steps = i18n.t('steps', { returnObjects: true, n: 1 });
    expect(steps).toEqual(['Step 1: pack', 'Fly']);
    expect(Array.isArray(steps)).toBe(true);
    expect(i18n.t('card', { returnObjects: true, n: 2 })).toEqual({
      title: 'Card 2',
      body: { text: 'Body 2' },
      tags: ['a 2'],
    });
    expect(i18n.t('hi', { returnObjects: true, name: 'Ana' })).toBe('Hi Ana');
    expect(i18n.t('missing', { returnObjects: true })).toBe('missing');
    // A copy: changing it leaves the bundle alone.
    (steps as string[])[1] = 'changed';
    expect(i18n.t('steps.1')).toBe('Fly');
    expect(i18n.t('card.title')).toBe('Card {{n}}');
  });

  it('tells whether a key exists with the same search', async () => {
    const { i18n } = await setup();
    expect(i18n.exists('greeting')).toBe(true);
    expect(i18n.exists('errors')).toBe(true);
    expect(i18n.exists('errors.20001')).toBe(true);
    expect(i18n.exists('errors.1')).toBe(false);
    expect(i18n.exists('appName')).toBe(false);
    expect(i18n.exists('appName', { ns: 'shell' })).toBe(true);
    expect(i18n.exists('appName', { ns: ['help', 'shell'] })).toBe(true);
    expect(i18n.exists('shell:appName')).toBe(true);
    expect(i18n.exists('greeting', { ns: 'shell' })).toBe(true);
    // Plural forms are not looked up.
    expect(i18n.exists('item')).toBe(false);
    expect(i18n.exists('item_one')).toBe(true);
  });

  it('works unbound and before init', async () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('');
    expect(i18n.isInitialized).toBe(false);
    expect(i18n.t('greeting')).toBe('greeting');
    expect(i18n.t('item', { count: 1 })).toBe('item');
    expect(i18n.exists('greeting')).toBe(false);
    const { t } = i18n;
    const load = vi.fn(async (lng: string, namespace: string) => bundle(lng, namespace));
    await i18n.init({ lng: 'en-US', ns: ['common'], defaultNS: 'common', fallbackNS: 'common', load });
    expect(t('hi', { name: 'unbound' })).toBe('Hi unbound');
    expect([i18n.language, i18n.isInitialized]).toEqual(['en-US', true]);
  });
});

describe('loading', () => {
  it('init loads each listed namespace once, then marks itself initialised and says so', async () => {
    const { load, release } = gatedLoad();
    const i18n = createI18n();
    const seen: unknown[] = [];
    i18n.on('initialized', () => seen.push([i18n.isInitialized, i18n.language, i18n.t('shell:appName')]));
    const done = i18n.init({
      lng: 'en-US',
      ns: ['common', 'shell'],
      defaultNS: 'common',
      fallbackNS: 'common',
      load,
    });
    await flush();
    expect(load.mock.calls).toEqual([
      ['en-US', 'common'],
      ['en-US', 'shell'],
    ]);
    release('en-US/common');
    await flush();
    expect(i18n.isInitialized).toBe(false);
    expect(seen).toEqual([]);
    release('en-US/shell');
    await done;
    expect(seen).toEqual([[true, 'en-US', 'Portal']]);
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'help')).toBe(false);
    await i18n.loadNamespaces(['common', 'shell']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed init rejects, but leaves the engine usable and retries the bundle later', async () => {
    const { load, release, fail } = gatedLoad();
    const i18n = createI18n();
    const done = i18n.init({
      lng: 'en-US',
      ns: ['common', 'shell'],
      defaultNS: 'common',
      fallbackNS: 'common',
      load,
    });
    await flush();
    release('en-US/common');
    fail('en-US/shell');
    await expect(done).rejects.toThrow('offline: en-US/shell');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('greeting')).toBe('Hello');
    expect(i18n.hasLoadedNamespace('shell')).toBe(false);
    const retry = i18n.loadNamespaces('shell');
    await flush();
    release('en-US/shell');
    await retry;
    expect(i18n.t('shell:appName')).toBe('Portal');
  });

  it('loadNamespaces loads nothing already loaded and fetches each bundle once at a time', async () => {
    const { load, release } = gatedLoad();
    const i18n = createI18n();
    const init = i18n.init({ lng: 'en-US', ns: ['common'], defaultNS: 'common', fallbackNS: 'common', load });
    await flush();
    release('en-US/common');
    await init;
    load.mockClear();

    const loaded: unknown[] = [];
    i18n.on('loaded', (value) => loaded.push([value, i18n.t('help:title')]));
    let settled = 0;
    const first = i18n.loadNamespaces('help').then(() => settled++);
    const second = i18n.loadNamespaces(['common', 'help', 'shell']).then(() => settled++);
    await flush();
    expect(load.mock.calls).toEqual([
      ['en-US', 'help'],
      ['en-US', 'shell'],
    ]);
    release('en-US/help');
    await first;
    expect(settled).toBe(1);
    expect(i18n.hasLoadedNamespace('help')).toBe(true);
    release('en-US/shell');
    await second;
    expect(loaded).toEqual([
      [{ 'en-US': ['help'] }, 'Help'],
      [{ 'en-US': ['shell'] }, 'Help'],
    ]);

    await i18n.loadNamespaces(['help', 'shell']);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toHaveLength(2);
  });

  it('a failed load rejects every caller and is forgotten, so a later call retries', async () => {
    const { load, release, fail } = gatedLoad();
    const i18n = createI18n();
    const init = i18n.init({ lng: 'en-US', ns: ['common'], defaultNS: 'common', fallbackNS: 'common', load });
    await flush();
    release('en-US/common');
    await init;

    const first = i18n.loadNamespaces('help');
    const second = i18n.loadNamespaces(['help']);
    await flush();
    fail('en-US/help');
    await expect(first).rejects.toThrow('offline: en-US/help');
    await expect(second).rejects.toThrow('offline: en-US/help');
    expect(i18n.hasLoadedNamespace('help')).toBe(false);
    expect(i18n.t('help:title')).toBe('title');

    const retry = i18n.loadNamespaces('help');
    await flush();
    expect(load).toHaveBeenCalledTimes(3);
    release('en-US/help');
    await retry;
    expect(i18n.t('help:title')).toBe('Help');
  });

  it('loadNamespaces before init waits for init, then loads in its language', async () => {
    const load = vi.fn(async (lng: string, namespace: string) => bundle(lng, namespace));
    const i18n = createI18n();
    let done = false;
    const early = i18n.loadNamespaces('help').then(() => {
      done = true;
    });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(done).toBe(false);
    await i18n.init({ lng: 'pt-BR', ns: ['common'], defaultNS: 'common', fallbackNS: 'common', load });
    await early;
    expect(load.mock.calls).toEqual([
      ['pt-BR', 'common'],
      ['pt-BR', 'help'],
    ]);
    expect(i18n.t('help:title')).toBe('Ajuda');
  });
});

describe('namespaces a namespace requires, and several fallback namespaces', () => {
  const setupWithScreens = async () => {
    const load = vi.fn(async (lng: string, namespace: string) => bundle(lng, namespace));
    const i18n = createI18n();
    await i18n.init({
      lng: 'en-US',
      ns: ['common', 'shell'],
      defaultNS: 'common',
      fallbackNS: ['common', 'screens'],
      requires: (namespace) => (namespace === 'help' ? ['screens'] : []),
      load,
    });
    return { i18n, load };
  };

  it('loads the required namespace with the one asked for, and not before', async () => {
    const { i18n, load } = await setupWithScreens();
    expect(load.mock.calls).toEqual([
      ['en-US', 'common'],
      ['en-US', 'shell'],
    ]);
    expect(i18n.t('required')).toBe('required');
    await i18n.loadNamespaces('help');
    expect(load.mock.calls.slice(2)).toEqual([
      ['en-US', 'help'],
      ['en-US', 'screens'],
    ]);
    expect(i18n.t('required', { ns: 'help' })).toBe('Required.');
    // A key of the asked namespace wins over the fallbacks; `common:` reaches them too.
    expect(i18n.t('shared', { ns: 'help' })).toBe('help shared');
    expect(i18n.t('common:required')).toBe('Required.');
  });

  it('counts a namespace as loaded only with what it requires', async () => {
    const gate = gatedLoad();
    const i18n = createI18n();
    const init = i18n.init({
      lng: 'en-US',
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: ['common', 'screens'],
      requires: (namespace) => (namespace === 'help' ? ['screens'] : []),
      load: gate.load,
    });
    gate.release('en-US/common');
    await init;
    const loading = i18n.loadNamespaces('help');
    await flush();
    gate.release('en-US/help');
    await flush();
    expect(i18n.hasResourceBundle('en-US', 'help')).toBe(true);
    expect(i18n.hasLoadedNamespace('help')).toBe(false);
    gate.release('en-US/screens');
    await loading;
    expect(i18n.hasLoadedNamespace('help')).toBe(true);
  });

  it('switches the required namespace along with the language', async () => {
    const { i18n } = await setupWithScreens();
    await i18n.loadNamespaces('help');
    await i18n.changeLanguage('pt-BR');
    expect(i18n.t('required', { ns: 'help' })).toBe('Obrigatório.');
  });
});

describe('changeLanguage', () => {
  it('loads every loaded namespace in the new language before it switches and says so', async () => {
    const { i18n, load } = await setup('en-US', ['common', 'shell']);
    await i18n.loadNamespaces('help');
    load.mockClear();
    const seen: unknown[] = [];
    i18n.on('languageChanged', (language) =>
      seen.push([
        language,
        i18n.language,
        i18n.t('hi', { name: 'Ana' }),
        i18n.t('shell:appName'),
        i18n.t('help:title'),
      ]),
    );
    await i18n.changeLanguage('es-ES');
    expect(load.mock.calls.map(([language, ns]) => `${language}/${ns}`).sort()).toEqual([
      'es-ES/common',
      'es-ES/help',
      'es-ES/shell',
    ]);
    expect(seen).toEqual([['es-ES', 'es-ES', 'Hola Ana', 'Portal ES', 'Ayuda']]);
    expect(i18n.hasLoadedNamespace('help')).toBe(true);

    // Back to a language whose bundles are all there: nothing to fetch.
    load.mockClear();
    await i18n.changeLanguage('en-US');
    expect(load).not.toHaveBeenCalled();
    expect(i18n.t('greeting')).toBe('Hello');
    expect(seen).toHaveLength(2);
  });

  it('keeps the old language until the new bundles are in', async () => {
    const { load, release } = gatedLoad();
    const i18n = createI18n();
    const init = i18n.init({ lng: 'en-US', ns: ['common'], defaultNS: 'common', fallbackNS: 'common', load });
    await flush();
    release('en-US/common');
    await init;
    const change = i18n.changeLanguage('pt-BR');
    await flush();
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('greeting')).toBe('Hello');
    release('pt-BR/common');
    await change;
    expect(i18n.t('greeting')).toBe('Olá');
  });

  it('does nothing for the language in use', async () => {
    const { i18n, load } = await setup();
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    load.mockClear();
    await i18n.changeLanguage('en-US');
    expect(listener).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('rejects and keeps the language when a bundle fails', async () => {
    const { load, release, fail } = gatedLoad();
    const i18n = createI18n();
    const init = i18n.init({ lng: 'en-US', ns: ['common'], defaultNS: 'common', fallbackNS: 'common', load });
    await flush();
    release('en-US/common');
    await init;
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    const change = i18n.changeLanguage('es-ES');
    await flush();
    fail('es-ES/common');
    await expect(change).rejects.toThrow('offline: es-ES/common');
    expect(i18n.language).toBe('en-US');
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([
    ['the earlier change finishes last', ['es-ES/common', 'pt-BR/common']],
    ['the earlier change finishes first', ['pt-BR/common', 'es-ES/common']],
  ])('the last of overlapping changes wins when %s', async (_, order) => {
    const { load, release } = gatedLoad();
    const i18n = createI18n();
    const init = i18n.init({ lng: 'en-US', ns: ['common'], defaultNS: 'common', fallbackNS: 'common', load });
    await flush();
    release('en-US/common');
    await init;
    const events: unknown[] = [];
    i18n.on('languageChanged', (language) => events.push(language));
    const toPortuguese = i18n.changeLanguage('pt-BR');
    const toSpanish = i18n.changeLanguage('es-ES');
    await flush();
    for (const id of order) {
      release(id);
      await flush();
    }
    await Promise.all([toPortuguese, toSpanish]);
    expect(i18n.language).toBe('es-ES');
    expect(i18n.t('greeting')).toBe('Hola');
    expect(events).toEqual(['es-ES']);
  });

  it('changing back to the language in use cancels a change under way', async () => {
    const { load, release } = gatedLoad();
    const i18n = createI18n();
    const init = i18n.init({ lng: 'en-US', ns: ['common'], defaultNS: 'common', fallbackNS: 'common', load });
    await flush();
    release('en-US/common');
    await init;
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    const away = i18n.changeLanguage('pt-BR');
    await i18n.changeLanguage('en-US');
    await flush();
    release('pt-BR/common');
    await away;
    expect(i18n.language).toBe('en-US');
    expect(listener).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle('pt-BR', 'common')).toBe(true);
  });

  it('reports bundles per language and loaded namespaces in the current one', async () => {
    const { load, release } = gatedLoad();
    const i18n = createI18n();
    const init = i18n.init({ lng: 'en-US', ns: ['common'], defaultNS: 'common', fallbackNS: 'common', load });
    await flush();
    release('en-US/common');
    await init;
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'help')).toBe(false);
    expect(i18n.hasResourceBundle('pt-BR', 'common')).toBe(false);
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.hasLoadedNamespace('help')).toBe(false);
    // help arrives in English after the switch to Portuguese, which did not know of it yet.
    const help = i18n.loadNamespaces('help');
    const change = i18n.changeLanguage('pt-BR');
    await flush();
    release('pt-BR/common');
    await change;
    release('en-US/help');
    await help;
    expect(i18n.hasResourceBundle('en-US', 'help')).toBe(true);
    expect(i18n.hasResourceBundle('pt-BR', 'help')).toBe(false);
    expect(i18n.hasLoadedNamespace('help')).toBe(false);
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(true);
  });
});

describe('events', () => {
  it('calls every listener until it is removed', async () => {
    const { i18n } = await setup();
    const first = vi.fn();
    const second = vi.fn();
    i18n.on('languageChanged', first);
    i18n.on('languageChanged', second);
    await i18n.changeLanguage('pt-BR');
    expect(first).toHaveBeenCalledWith('pt-BR');
    expect(second).toHaveBeenCalledWith('pt-BR');
    i18n.off('languageChanged', first);
    await i18n.changeLanguage('es-ES');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenLastCalledWith('es-ES');
    i18n.off('loaded', second);
    i18n.off('languageChanged', second);
    await i18n.changeLanguage('en-US');
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('lets a listener remove itself while the event is delivered', async () => {
    const { i18n } = await setup();
    const calls: string[] = [];
    const once = () => {
      calls.push('once');
      i18n.off('languageChanged', once);
    };
    i18n.on('languageChanged', once);
    i18n.on('languageChanged', () => calls.push('always'));
    await i18n.changeLanguage('pt-BR');
    await i18n.changeLanguage('es-ES');
    expect(calls).toEqual(['once', 'always', 'always']);
  });
});
