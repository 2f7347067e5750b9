import type { i18n as I18n } from 'i18next';

/**
 * The message files that did not load, per language. i18next counts such a file as done (the screen
 * would show its keys) and does not ask for it again; the portal shows the error in the screen's
 * error boundary instead, and loads the file again when asked for it next (a remounted screen, its
 * "Try again").
 */
export interface FailedLoads {
  /** Loads these namespaces again, forgetting how they failed before. */
  reload(language: string, namespaces: readonly string[]): Promise<void>;
  /** Loads again those of these namespaces whose file failed. */
  retry(language: string, namespaces: readonly string[]): Promise<void>;
  /** Throws the load error of the first of these namespaces whose file failed. */
  throwFirst(language: string, namespaces: readonly string[]): void;
  /**
   * For a render: throws the load error of a namespace the component needs; once that error has
   * been shown, throws the new load of that file instead (a remounted screen suspends and loads again).
   */
  throwForRender(language: string, namespaces: readonly string[]): void;
}

interface Failure {
  error: Error;
  /** Set when the task that showed the error ends. */
  shown: boolean;
  showing?: ReturnType<typeof setTimeout>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function watchFailedLoads(i18n: I18n): FailedLoads {
  const failures = new Map<string, Failure>();
  const id = (language: string, namespace: string) => `${language}|${namespace}`;
  i18n.on('failedLoading', (language: string, namespace: string, error: unknown) => {
    failures.set(id(language, namespace), { error: asError(error), shown: false });
  });

  const failed = (language: string, namespaces: readonly string[]) =>
    namespaces.filter((namespace) => failures.has(id(language, namespace)));

  const reload = async (language: string, namespaces: readonly string[]) => {
    if (namespaces.length === 0) return;
    for (const namespace of namespaces) failures.delete(id(language, namespace));
    // reloadResources is i18next's way to ask again for a file that failed.
    await i18n.reloadResources([language], namespaces);
  };

  const retry = (language: string, namespaces: readonly string[]) =>
    reload(language, failed(language, namespaces));

  const throwFirst = (language: string, namespaces: readonly string[]) => {
    const [first] = failed(language, namespaces);
    if (first !== undefined) throw failures.get(id(language, first))?.error;
  };

  const throwForRender = (language: string, namespaces: readonly string[]) => {
    const failedNow = failed(language, namespaces);
    if (failedNow.length === 0) return;
    const toShow = failedNow
      .map((namespace) => failures.get(id(language, namespace)))
      .find((failure) => failure !== undefined && !failure.shown);
    if (toShow) {
      // React renders again at once after an error: the error stays until this task ends (or the
      // retry would suspend instead of reaching the error boundary).
      toShow.showing ??= setTimeout(() => {
        toShow.shown = true;
      });
      throw toShow.error;
    }
    throw retry(language, failedNow);
  };

  return { reload, retry, throwFirst, throwForRender };
}
