/**
 * The portal's translation engine: the part of i18next the portal uses, and nothing more.
 *
 * Messages live in one bundle per (language, namespace), fetched on demand by `load`. `t` reads
 * the current language only, walking dotted keys (`errors.20001`), an optional `ns:` prefix, the
 * namespaces asked for and then the fallback namespaces; it picks plural forms with Intl.PluralRules
 * and fills `{{name}}` placeholders without escaping (React escapes what it renders).
 *
 * Deliberately not supported: a fallback language (every language has every key), formatters
 * (`{{value, number}}`), nesting (`$t(key)`), context (`key_male`), ordinal plurals, dotted
 * placeholders (`{{user.name}}`), flat keys containing dots, and plural forms of `defaultValue`.
 */

export type Resources = { [key: string]: string | readonly string[] | Resources };

export interface TOptions {
  /** Selects the plural form and fills `{{count}}`. */
  count?: number;
  /** Namespaces to search, in order (then the fallback namespace). */
  ns?: string | readonly string[];
  defaultValue?: string;
  returnObjects?: boolean;
  /** Interpolation values. */
  [variable: string]: unknown;
}

export interface InitOptions {
  lng: string;
  /** Namespaces loaded by init. */
  ns: readonly string[];
  defaultNS: string;
  /** Searched after the namespaces asked for, in order (those not loaded are skipped). */
  fallbackNS: string | readonly string[];
  /**
   * The namespaces a namespace needs loaded with it (e.g. the texts every screen of a remote shares):
   * loading it loads them too, and it counts as loaded only once they are.
   */
  requires?: (namespace: string) => readonly string[];
  load: (language: string, namespace: string) => Promise<Resources>;
}

export type TFunction = {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  (key: string, options: TOptions & { returnObjects: true }): unknown;
};

export type I18nEvent = 'languageChanged' | 'loaded' | 'initialized';
export type I18nListener = (value?: unknown) => void;

export interface I18n {
  /** '' before init. */
  readonly language: string;
  readonly isInitialized: boolean;
  /** 'common' until init sets it. */
  readonly defaultNS: string;
  init(options: InitOptions): Promise<void>;
  /** Safe to call unbound. */
  t: TFunction;
  exists(key: string, options?: Pick<TOptions, 'ns'>): boolean;
  loadNamespaces(ns: string | readonly string[]): Promise<void>;
  hasLoadedNamespace(ns: string): boolean;
  hasResourceBundle(language: string, ns: string): boolean;
  changeLanguage(language: string): Promise<void>;
  on(event: I18nEvent, listener: I18nListener): void;
  off(event: I18nEvent, listener: I18nListener): void;
}

type Value = Resources[string];

const asList = (value: string | readonly string[]): readonly string[] =>
  typeof value === 'string' ? [value] : value;

/** `ns:key`, unless the part before the first '.' reads like a sentence (i18next's rule). */
const NS_PREFIX = /^([A-Za-z][\w-]*):(?![^.]*[\s,?!;])/;
const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/g;

const interpolate = (text: string, values: TOptions): string =>
  text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name] ?? '') : placeholder,
  );

/** A deep copy of `value` with every string interpolated. */
const fill = (value: Value, values: TOptions): unknown =>
  typeof value === 'string'
    ? interpolate(value, values)
    : Array.isArray(value)
      ? value.map((item) => fill(item, values))
      : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, values)]));

const find = (bundle: Resources | undefined, key: string): Value | undefined => {
  let node: Value | undefined = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Resources)[part];
  }
  return node;
};

export function createI18n(): I18n {
  let language = '';
  let isInitialized = false;
  let options: InitOptions | undefined;
  let changes = 0;
  const bundles = new Map<string, Resources>();
  const loading = new Map<string, Promise<void>>();
  /** Every namespace loaded in some language: changeLanguage loads them all. */
  const loadedNamespaces = new Set<string>();
  const listeners = new Map<I18nEvent, Set<I18nListener>>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  let markInitialized: () => void = () => {};
  const initialized = new Promise<void>((resolve) => {
    markInitialized = resolve;
  });

  const id = (lng: string, ns: string) => `${lng}\n${ns}`;
  const emit = (event: I18nEvent, value?: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value);
  };

  const loadOne = (lng: string, ns: string, load: InitOptions['load']): Promise<void> => {
    const bundleId = id(lng, ns);
    if (bundles.has(bundleId)) return Promise.resolve();
    let pending = loading.get(bundleId);
    if (!pending) {
      pending = load(lng, ns)
        .then((resources) => {
          bundles.set(bundleId, resources);
          loadedNamespaces.add(ns);
          emit('loaded', { [lng]: [ns] });
        })
        .finally(() => loading.delete(bundleId));
      loading.set(bundleId, pending);
    }
    return pending;
  };

  const loadAll = async (lng: string, namespaces: Iterable<string>, load: InitOptions['load']) => {
    await Promise.all([...namespaces].map((ns) => loadOne(lng, ns, load)));
  };

  /** The bundle value for `key` and the key without its `ns:` prefix. */
  const lookup = (key: string, opts: TOptions | undefined, plural: boolean) => {
    const prefix = NS_PREFIX.exec(key);
    const bare = prefix ? key.slice(prefix[0].length) : key;
    const asked = prefix?.[1] ?? opts?.ns ?? options?.defaultNS ?? 'common';
    const namespaces = typeof asked === 'string' ? [asked] : [...asked];
    for (const fallback of asList(options?.fallbackNS ?? []))
      if (!namespaces.includes(fallback)) namespaces.push(fallback);
    const count = opts?.count;
    const keys = [bare];
    if (plural && typeof count === 'number') {
      const rules = pluralRules.get(language) ?? new Intl.PluralRules(language || undefined);
      pluralRules.set(language, rules);
      keys.unshift(`${bare}_${rules.select(count)}`, `${bare}_other`);
      if (count === 0) keys.unshift(`${bare}_zero`);
    }
    for (const ns of namespaces) {
      const bundle = bundles.get(id(language, ns));
      for (const candidate of keys) {
        const value = find(bundle, candidate);
        if (value !== undefined) return { value, bare };
      }
    }
    return { value: undefined, bare };
  };

  const t = ((key: string, opts?: TOptions): unknown => {
    const values = opts ?? {};
    const { value, bare } = lookup(key, opts, true);
    if (value === undefined)
      return opts?.defaultValue === undefined ? bare : interpolate(opts.defaultValue, values);
    if (opts?.returnObjects) return fill(value, values);
    return typeof value === 'string' ? interpolate(value, values) : bare;
  }) as TFunction;

  /** `namespaces` with what each requires. */
  const withRequired = (namespaces: readonly string[]): Set<string> =>
    new Set(namespaces.flatMap((ns) => [ns, ...(options?.requires?.(ns) ?? [])]));

  const loadNamespaces = async (ns: string | readonly string[]): Promise<void> => {
    await initialized;
    const current = options as InitOptions;
    await loadAll(language, withRequired(asList(ns)), current.load);
  };

  return {
    get language() {
      return language;
    },
    get isInitialized() {
      return isInitialized;
    },
    get defaultNS() {
      return options?.defaultNS ?? 'common';
    },
    async init(initOptions) {
      options = initOptions;
      try {
        await loadAll(initOptions.lng, withRequired(initOptions.ns), initOptions.load);
      } finally {
        // Even when a bundle failed: t answers with keys and a later loadNamespaces retries it.
        language = initOptions.lng;
        isInitialized = true;
        markInitialized();
        emit('initialized', initOptions);
      }
    },
    t,
    exists: (key, opts) => lookup(key, opts, false).value !== undefined,
    loadNamespaces,
    hasLoadedNamespace: (ns) => [...withRequired([ns])].every((name) => bundles.has(id(language, name))),
    hasResourceBundle: (lng, ns) => bundles.has(id(lng, ns)),
    async changeLanguage(lng) {
      const change = ++changes;
      if (lng === language) return;
      await initialized;
      await loadAll(lng, loadedNamespaces, (options as InitOptions).load);
      // A later call has started since: it decides the language.
      if (change !== changes || lng === language) return;
      language = lng;
      emit('languageChanged', lng);
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}
