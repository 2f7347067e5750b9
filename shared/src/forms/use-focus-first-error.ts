import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * After a submit that found errors, moves focus to the first invalid control of the form (the
 * controls mark themselves aria-invalid). Call `focusFirstError()` when the errors are set.
 */
export function useFocusFirstError(formRef: RefObject<HTMLElement | null>) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formRef]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
