import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, type I18n, type Resources, type TFunction } from './engine';
import { createUseTranslation } from './use-translation';

const RESOURCES: Record<string, Record<string, Resources>> = {
  'en-US': {
    common: { hi: 'Hi {{name}}', shared: 'common shared', onlyCommon: 'from common' },
    shell: { appName: 'Portal', shared: 'shell shared' },
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
    help: {
      title: 'Ajuda',
      shared: 'ajuda',
      items_one: '{{count}} pergunta',
      items_other: '{{count}} perguntas',
    },
  },
};

let i18n: I18n;
let useTranslation: ReturnType<typeof createUseTranslation>;
/** Loads that wait for `release` or `fail`, by 'language/namespace'. */
let waiting: Map<string, { resolve: (resources: Resources) => void; reject: (error: Error) => void }>;
let load: ReturnType<typeof vi.fn<(language: string, namespace: string) => Promise<Resources>>>;

const release = async (id: string) => {
  const call = waiting.get(id);
  if (!call) throw new Error(`${id} is not loading`);
  waiting.delete(id);
  const [language = '', namespace = ''] = id.split('/');
  await act(async () => call.resolve(RESOURCES[language]?.[namespace] ?? {}));
};

const fail = async (id: string) => {
  const call = waiting.get(id);
  if (!call) throw new Error(`${id} is not loading`);
  waiting.delete(id);
  await act(async () => call.reject(new Error(`offline: ${id}`)));
};

/** Lets pending loads start. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const init = async (namespaces: readonly string[] = ['common', 'shell']) => {
  const done = i18n.init({ lng: 'en-US', ns: namespaces, defaultNS: 'common', fallbackNS: 'common', load });
  await settle();
  for (const ns of namespaces) await release(`en-US/${ns}`);
  await done;
};

beforeEach(() => {
  waiting = new Map();
  load = vi.fn(
    (language: string, namespace: string) =>
      new Promise<Resources>((resolve, reject) => {
        waiting.set(`${language}/${namespace}`, { resolve, reject });
      }),
  );
  i18n = createI18n();
  useTranslation = createUseTranslation(i18n);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function HelpTitle() {
  const { t, ready } = useTranslation(['help', 'common']);
  return (
    <h1 data-ready={String(ready)}>
      {t('title')} · {t('shared')} · {t('onlyCommon')} · {t('appName', { ns: 'shell' })} · {t('shell:shared')}
    </h1>
  );
}

function Greeting({ name }: { name: string }) {
  const { t } = useTranslation();
  return <p>{t('hi', { name })}</p>;
}

function Probe({ ns, seen }: { ns?: string | readonly string[]; seen: TFunction[] }) {
  const { t } = useTranslation(ns);
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
  const { t } = useTranslation('common');
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
  it('suspends until its namespaces are loaded, then renders their text', async () => {
    await init();
    render(
      <Suspense fallback="loading">
        <HelpTitle />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await settle();
    expect(load).toHaveBeenLastCalledWith('en-US', 'help');
    await release('en-US/help');
    const heading = await screen.findByRole('heading');
    expect(heading.textContent).toBe('Help · help shared · from common · Portal · shell shared');
    expect(heading.dataset.ready).toBe('true');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('suspends until the engine is initialised', async () => {
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

  it('throws the same load to every render while it waits', async () => {
    await init();
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    render(<Parent />);
    await settle();
    await act(async () => screen.getByRole('button').click());
    await act(async () => screen.getByRole('button').click());
    await settle();
    expect(screen.getByRole('button').textContent).toBe('2');
    expect(loadNamespaces.mock.calls).toEqual([[['help', 'common']]]);
    await release('en-US/help');
    expect(await screen.findAllByRole('heading')).toHaveLength(2);
  });

  it('re-renders in the new language', async () => {
    await init();
    render(
      <Suspense fallback="loading">
        <Greeting name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Hi Ana')).toBeInTheDocument();
    const change = i18n.changeLanguage('pt-BR');
    await settle();
    // The old text stays until the new bundles are in.
    expect(screen.getByText('Hi Ana')).toBeInTheDocument();
    await release('pt-BR/common');
    await release('pt-BR/shell');
    await act(() => change);
    expect(screen.getByText('Olá Ana')).toBeInTheDocument();
  });

  it('re-renders when a bundle it reads through a prefix arrives', async () => {
    await init();
    render(<Prefixed />);
    expect(screen.getByText('title')).toBeInTheDocument();
    const loading = i18n.loadNamespaces('help');
    await settle();
    await release('en-US/help');
    await loading;
    expect(screen.getByText('Help')).toBeInTheDocument();
  });

  it('keeps t while the language and namespaces stay, and gives a new one when either changes', async () => {
    await init(['common', 'shell', 'help']);
    const seen: TFunction[] = [];
    const { rerender } = render(<Probe ns={['shell', 'common']} seen={seen} />);
    rerender(<Probe ns={['shell', 'common']} seen={seen} />);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(screen.getByText('shell shared')).toBeInTheDocument();

    rerender(<Probe ns={['help', 'common']} seen={seen} />);
    expect(seen[2]).not.toBe(seen[1]);
    expect(screen.getByText('help shared')).toBeInTheDocument();

    const change = i18n.changeLanguage('pt-BR');
    await settle();
    for (const ns of ['common', 'shell', 'help']) await release(`pt-BR/${ns}`);
    await act(() => change);
    expect(screen.getByText('ajuda')).toBeInTheDocument();
    const last = seen.at(-1);
    expect(last).not.toBe(seen[2]);
    // The t of the new language searches the same namespaces, and passes options through.
    expect(last?.('items', { count: 2 })).toBe('2 perguntas');
    expect(last?.('shared', { ns: 'shell' })).toBe('shell BR');
  });

  it('stops listening to the engine when unmounted', async () => {
    await init();
    const on = vi.spyOn(i18n, 'on');
    const off = vi.spyOn(i18n, 'off');
    const errors = vi.spyOn(console, 'error');
    const { unmount } = render(<Greeting name="Ana" />);
    const subscribed = on.mock.calls.map(([event, listener]) => [event, listener]);
    expect(subscribed.map(([event]) => event).sort()).toEqual(['languageChanged', 'loaded']);
    expect(off).not.toHaveBeenCalled();
    unmount();
    expect(off.mock.calls.map(([event, listener]) => [event, listener])).toEqual(
      expect.arrayContaining(subscribed),
    );
    expect(off).toHaveBeenCalledTimes(2);
    const change = i18n.changeLanguage('pt-BR');
    await settle();
    await release('pt-BR/common');
    await release('pt-BR/shell');
    await change;
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
    await fail('en-US/help');
    expect((await screen.findByRole('alert')).textContent).toBe('offline: en-US/help');
    expect(load.mock.calls.filter(([, ns]) => ns === 'help')).toHaveLength(1);

    rerender(view('second'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await settle();
    expect(load.mock.calls.filter(([, ns]) => ns === 'help')).toHaveLength(2);
    await release('en-US/help');
    expect((await screen.findByRole('heading')).textContent).toContain('Help');
  });
});
