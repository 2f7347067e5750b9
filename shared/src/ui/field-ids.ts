import { useId } from 'react';

/** Ids that tie a form control to its hint and error text (aria-describedby). */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: describedBy || undefined };
}
