import type { Language } from '@portal/shared/contracts';
import { type FaqQuestion, faqList } from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { useCallback, useEffect, useState } from 'react';

export type FaqState =
  | { status: 'loading' }
  | { status: 'ready'; questions: FaqQuestion[] }
  | { status: 'error'; message: string | null };

/** Lists already read, per language: moving between the help pages asks the API once. */
const loaded = new Map<Language, FaqQuestion[]>();

/** Only for tests: forget what was read. */
export const forgetLoadedFaq = () => loaded.clear();

/**
 * Every question and answer in the current language (read again when the language changes).
 * Connection problems are shown by the http client; this keeps the page honest about them.
 */
export function useFaq(): FaqState & { retry: () => void } {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FaqState>(() => {
    const questions = loaded.get(language);
    return questions ? { status: 'ready', questions } : { status: 'loading' };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    const cached = loaded.get(language);
    if (cached) {
      setState({ status: 'ready', questions: cached });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    callApi(faqList, { language }, { signal: controller.signal }).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        if (!outcome.ok) {
          setState({ status: 'error', message: translateError(outcome.errorCode, outcome.message) });
          return;
        }
        loaded.set(language, outcome.result.questions);
        setState({ status: 'ready', questions: outcome.result.questions });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: null });
      },
    );
    return () => controller.abort();
  }, [language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
