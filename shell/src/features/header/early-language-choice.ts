import { i18n, isSupportedLanguage, setLanguage } from '@portal/shared/i18n';

/** The `name` of the header's language list: how a choice on the prerendered frame is recognised. */
export const LANGUAGE_FIELD = 'language';

const languageList = (target: EventTarget | null): HTMLSelectElement | null =>
  target instanceof HTMLSelectElement && target.name === LANGUAGE_FIELD ? target : null;

/**
 * A language picked on the prerendered frame before React has taken it over: the list answers the
 * pick at once, but no handler hears it, and hydration puts the page's language back. This notes
 * the last pick (and one made before the script ran) from the start of the bootstrap, and applies
 * it once the page is live: on a slow phone the visitor's choice is not lost.
 */
export const captureEarlyLanguageChoice = (container: HTMLElement, frameLanguage: string) => {
  const listed = container.querySelector<HTMLSelectElement>(`select[name="${LANGUAGE_FIELD}"]`);
  let chosen: string | null = listed && listed.value !== frameLanguage ? listed.value : null;
  const onChange = (event: Event) => {
    const list = languageList(event.target);
    if (list) chosen = list.value;
  };
  container.addEventListener('change', onChange, true);
  return {
    /** Stops listening; switches to the language picked early, if any (call once the page is live). */
    apply: (): Promise<void> => {
      container.removeEventListener('change', onChange, true);
      if (chosen === null || !isSupportedLanguage(chosen) || chosen === i18n.language)
        return Promise.resolve();
      return setLanguage(chosen);
    },
  };
};
