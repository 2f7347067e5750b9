import { type TermsDocument, tcList } from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

export type TermsCode = TermsDocument['code'];

export type TermsState =
  | { status: 'loading' }
  | { status: 'ready'; document: TermsDocument }
  | { status: 'missing' }
  | { status: 'error'; message: string | null };

/**
 * The legal document `code`, in the current language (the API answers in the request's
 * Accept-Language: remount the caller to read it again after a language change). Connection
 * problems are already shown by the http client; this keeps the page honest about them.
 */
export function useTermsDocument(code: TermsCode): TermsState & { retry: () => void } {
  const [state, setState] = useState<TermsState>({ status: 'loading' });
  const controllerRef = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ status: 'loading' });
    callApi(tcList, { code }, { signal: controller.signal }).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        if (!outcome.ok) {
          setState({ status: 'error', message: translateError(outcome.errorCode, outcome.message) });
          return;
        }
        const document = outcome.result.find((item) => item.code === code);
        setState(document ? { status: 'ready', document } : { status: 'missing' });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: null });
      },
    );
  }, [code]);

  useEffect(() => {
    load();
    return () => controllerRef.current?.abort();
  }, [load]);

  return { ...state, retry: load };
}
