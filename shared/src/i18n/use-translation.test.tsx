import { act, render, screen } from '@testing-library/react';
import type { ResourceKey, TFunction } from 'i18next';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { i18nextOptions } from './i18next-options';

const RESOURCES: Record<string, Record<string, ResourceKey>> = {
  'en-US': {
    common: { hi: 'Hi {{name}}', shared: 'common shared', onlyCommon: 'from common' },
    shell: { appName: 'Portal', shared: 'shell shared' },
    screens: { required: 'This field is required.' },
    help: {
      title: 'Help',
      shared: 'help shared',
      items_one: '{{count}} question',
      items_other: '{{count}} questions',
    },
  },
  'pt-BR': {
    common: { hi: 'Olá {{name}}', shared: 'comum', onlyCommon: 'do comum' },
    shell: { appName: 'Portal BR', shared: 'shell BR' },
    screens: { required: 'Este campo é obrigatório.' },
    help: {
      title: 'Ajuda',
      shared: 'ajuda',
      items_one: '{{count}} pergunta',
      items_other: '{{count}} perguntas',
    },
  },
};

let portal: ReturnType<typeof createI18n>;
/** Loads that wait for `release` or `fail`, by 'language/namespace'. */
let waiting: Map<string, { resolve: (resources: ResourceKey) => void; reject: (error: Error) => void }>;
let load: ReturnType<typeof vi.fn<(language: string, namespace: string) => Promise<ResourceKey>>>;

/** Lets pending loads start. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const release = async (id: string) => {
  const call = waiting.get(id);
  if (!call) throw new Error(`${id} is not loading`);
  waiting.delete(id);
  const [language = '', namespace = ''] = id.split('/');
  await act(async () => call.resolve(RESOURCES[language]?.[namespace] ?? {}));
  await settle();
};

const fail = async (id: string) => {
  const call = waiting.get(id);
  if (!call) throw new Error(`${id} is not loading`);
  waiting.delete(id);
  await act(async () => call.reject(new Error(`offline: ${id}`)));
  await settle();
};

const loadsOf = (namespace: string) => load.mock.calls.filter(([, ns]) => ns === namespace).length;

const init = async (namespaces: readonly string[] = ['common', 'shell']) => {
  const done = portal.i18n.init({ ...i18nextOptions(), lng: 'en-US', ns: [...namespaces] });
  await settle();
  for (const ns of namespaces) await release(`en-US/${ns}`);
  await done;
};

/** Changes the language, releasing the files it loads. */
const changeLanguage = async (language: string, namespaces: readonly string[]) => {
  const change = portal.i18n.changeLanguage(language);
  await settle();
  for (const ns of namespaces) await release(`${language}/${ns}`);
  await act(async () => {
    await change;
  });
};

beforeEach(() => {
  waiting = new Map();
  load = vi.fn(
    (language: string, namespace: string) =>
      new Promise<ResourceKey>((resolve, reject) => {
        waiting.set(`${language}/${namespace}`, { resolve, reject });
      }),
  );
  portal = createI18n(load);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function HelpTitle() {
  const { t, ready } = portal.useTranslation(['help', 'shell']);
  return (
    <h1 data-ready={String(ready)}>
      {t('title')} · {t('shared')} · {t('onlyCommon')} · {t('appName')} · {t('shell:shared')}
    </h1>
  );
}

function Greeting({ name }: { name: string }) {
  const { t } = portal.useTranslation();
  return <p>{t('hi', { name })}</p>;
}

function Probe({ ns, seen }: { ns?: string | readonly string[]; seen: TFunction[] }) {
  const { t } = portal.useTranslation(ns);
  seen.push(t);
  return <p>{t('shared')}</p>;
}

/** Two components waiting for help, re-rendered by a button while they wait. */
function Parent() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
      <Suspense fallback="loading">
        <HelpTitle key="a" />
        <span>{count}</span>
      </Suspense>
      <Suspense fallback="loading too">
        <HelpTitle key="b" />
      </Suspense>
    </>
  );
}

function Prefixed() {
  const { t } = portal.useTranslation('common');
  return <p>{t('help:title')}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('useTranslation', () => {
  it('suspends until its namespaces and screens are loaded, then searches them in order', async () => {
    await init();
    render(
      <Suspense fallback="loading">
        <HelpTitle />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await settle();
    expect(load.mock.calls.slice(2)).toEqual([
      ['en-US', 'help'],
      ['en-US', 'screens'],
    ]);
    await release('en-US/help');
    // A remote's namespace is not ready without the texts its screens share.
    expect(screen.getByText('loading')).toBeInTheDocument();
    await release('en-US/screens');
    const heading = await screen.findByRole('heading');
    expect(heading.textContent).toBe('Help · help shared · from common · Portal · shell shared');
    expect(heading.dataset.ready).toBe('true');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('suspends until i18next is initialised', async () => {
    render(
      <Suspense fallback="loading">
        <Greeting name="Ana" />
      </Suspense>,
    );
    await settle();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await init(['common']);
    expect(await screen.findByText('Hi Ana')).toBeInTheDocument();
  });

  it('loads each file once however often the waiting screens render', async () => {
    await init();
    render(<Parent />);
    await settle();
    await act(async () => screen.getByRole('button').click());
    await act(async () => screen.getByRole('button').click());
    await settle();
    expect(screen.getByRole('button').textContent).toBe('2');
    expect(screen.queryAllByRole('heading')).toEqual([]);
    expect([loadsOf('help'), loadsOf('screens')]).toEqual([1, 1]);
    await release('en-US/help');
    await release('en-US/screens');
    expect(await screen.findAllByRole('heading')).toHaveLength(2);
  });

  it('re-renders in the new language once its files are in', async () => {
    await init();
    render(
      <Suspense fallback="loading">
        <Greeting name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Hi Ana')).toBeInTheDocument();
    const change = portal.i18n.changeLanguage('pt-BR');
    await settle();
    // The old text stays until the new bundles are in.
    await release('pt-BR/common');
    expect(screen.getByText('Hi Ana')).toBeInTheDocument();
    await release('pt-BR/shell');
    await act(async () => {
      await change;
    });
    expect(screen.getByText('Olá Ana')).toBeInTheDocument();
  });

  it('re-renders when a bundle it reads through a prefix arrives', async () => {
    await init();
    render(<Prefixed />);
    expect(screen.getByText('title')).toBeInTheDocument();
    const loading = portal.i18n.loadNamespaces('help');
    await settle();
    await release('en-US/help');
    await loading;
    expect(screen.getByText('Help')).toBeInTheDocument();
  });

  it('keeps t while the language and namespaces stay, and gives a new one when either changes', async () => {
    await init(['common', 'shell', 'help', 'screens']);
    const seen: TFunction[] = [];
    const { rerender } = render(<Probe ns={['shell', 'common']} seen={seen} />);
    rerender(<Probe ns={['shell', 'common']} seen={seen} />);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(screen.getByText('shell shared')).toBeInTheDocument();

    rerender(<Probe ns={['help', 'common']} seen={seen} />);
    expect(seen[2]).not.toBe(seen[1]);
    expect(screen.getByText('help shared')).toBeInTheDocument();

    await changeLanguage('pt-BR', ['common', 'shell', 'help', 'screens']);
    expect(screen.getByText('ajuda')).toBeInTheDocument();
    const last = seen.at(-1);
    expect(last).not.toBe(seen[2]);
    // The t of the new language searches the same namespaces, and passes options through.
    expect(last?.('items', { count: 2 })).toBe('2 perguntas');
    expect(last?.('items', { count: 1 })).toBe('1 pergunta');
    expect(last?.('shared', { ns: 'shell' })).toBe('shell BR');
    // A remote's namespace searches screens too.
    expect(last?.('required')).toBe('Este campo é obrigatório.');
  });

  it('stops listening to i18next when unmounted', async () => {
    await init();
    const on = vi.spyOn(portal.i18n, 'on');
    const off = vi.spyOn(portal.i18n, 'off');
    const errors = vi.spyOn(console, 'error');
    const { unmount } = render(<Greeting name="Ana" />);
    const subscribed = on.mock.calls.flatMap(([events, listener]) =>
      events.split(' ').map((event) => [event, listener]),
    );
    expect(subscribed.map(([event]) => event).sort()).toEqual(['languageChanged', 'loaded']);
    expect(off).not.toHaveBeenCalled();
    unmount();
    expect(off.mock.calls.map(([event, listener]) => [event, listener])).toEqual(
      expect.arrayContaining(subscribed),
    );
    await changeLanguage('pt-BR', ['common', 'shell']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows a failed load in the error boundary, and loads again when remounted', async () => {
    await init();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = (key: string) => (
      <Boundary key={key}>
        <Suspense fallback="loading">
          <HelpTitle />
        </Suspense>
      </Boundary>
    );
    const { rerender } = render(view('first'));
    await settle();
    await release('en-US/screens');
    await fail('en-US/help');
    expect((await screen.findByRole('alert')).textContent).toBe('offline: en-US/help');
    expect(loadsOf('help')).toBe(1);

    rerender(view('second'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await settle();
    expect(loadsOf('help')).toBe(2);
    await release('en-US/help');
    expect((await screen.findByRole('heading')).textContent).toContain('Help');
    expect(loadsOf('screens')).toBe(1);
  });

  it('shows the error again when the new load fails too', async () => {
    await init(['common', 'shell', 'screens']);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = (key: string) => (
      <Boundary key={key}>
        <Suspense fallback="loading">
          <HelpTitle />
        </Suspense>
      </Boundary>
    );
    const { rerender } = render(view('first'));
    await settle();
    await fail('en-US/help');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    rerender(view('second'));
    await settle();
    await fail('en-US/help');
    expect((await screen.findByRole('alert')).textContent).toBe('offline: en-US/help');
    expect(loadsOf('help')).toBe(2);
  });
});

describe('loadNamespaces', () => {
  it('loads what a namespace requires, resolving once every file is in', async () => {
    await init();
    let done = false;
    const loading = portal.loadNamespaces('help').then(() => {
      done = true;
    });
    await settle();
    await release('en-US/help');
    expect(done).toBe(false);
    await release('en-US/screens');
    await loading;
    expect(portal.i18n.t('required', { ns: 'help' })).toBe('This field is required.');
  });

  it('waits for initialisation', async () => {
    const loading = portal.loadNamespaces('shell');
    await settle();
    expect(load).not.toHaveBeenCalled();
    await init(['common', 'shell']);
    await loading;
    expect(portal.i18n.hasResourceBundle('en-US', 'shell')).toBe(true);
  });

  it('rejects with the load error, and asks again for the file next time', async () => {
    await init(['common', 'shell', 'screens']);
    const first = expect(portal.loadNamespaces('help')).rejects.toThrow('offline: en-US/help');
    await settle();
    await fail('en-US/help');
    await first;
    // i18next alone would not ask again.
    await portal.i18n.loadNamespaces('help');
    expect(loadsOf('help')).toBe(1);
    const second = portal.loadNamespaces('help');
    await settle();
    await release('en-US/help');
    await second;
    expect(loadsOf('help')).toBe(2);
    expect(portal.i18n.t('title', { ns: 'help' })).toBe('Help');
  });
});

describe('loadLanguage', () => {
  it('loads the namespaces in use in another language without switching to it', async () => {
    await init();
    const loading = portal.loadLanguage('pt-BR');
    await settle();
    await release('pt-BR/common');
    await release('pt-BR/shell');
    await loading;
    expect(portal.i18n.language).toBe('en-US');
    expect(portal.i18n.hasResourceBundle('pt-BR', 'shell')).toBe(true);
    // Later namespaces load in the current language only.
    const help = portal.i18n.loadNamespaces('help');
    await settle();
    expect(waiting.has('pt-BR/help')).toBe(false);
    await release('en-US/help');
    await help;
  });

  it('rejects when a file does not load, and asks again next time', async () => {
    await init();
    const first = expect(portal.loadLanguage('pt-BR')).rejects.toThrow('offline: pt-BR/shell');
    await settle();
    await release('pt-BR/common');
    await fail('pt-BR/shell');
    await first;
    const second = portal.loadLanguage('pt-BR');
    await settle();
    expect(waiting.has('pt-BR/common')).toBe(false);
    await release('pt-BR/shell');
    await second;
    expect(portal.i18n.hasResourceBundle('pt-BR', 'shell')).toBe(true);
  });
});
