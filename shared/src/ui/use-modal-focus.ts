import { type RefObject, useEffect, useRef } from 'react';
import { focusableWithin } from './focusable';
import { isTopLayer, popLayer, pushLayer } from './modal-stack';

/**
 * While `active`: moves focus into `container` (the first focusable element, or the container),
 * keeps Tab and Shift+Tab inside it, calls `onEscape` on Escape, and on deactivation gives focus
 * back to the element that had it before.
 */
export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: (() => void) | undefined,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    if (!active) return;
    const layer = Symbol('modal');
    pushLayer(layer);
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    if (root) {
      const target = initialFocus?.current ?? focusableWithin(root)[0] ?? root;
      target.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopLayer(layer) || !container.current) return;
      if (event.key === 'Escape') {
        if (onEscapeRef.current) {
          event.preventDefault();
          onEscapeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(container.current);
      if (items.length === 0) {
        event.preventDefault();
        container.current.focus();
        return;
      }
      const first = items[0] as HTMLElement;
      const last = items[items.length - 1] as HTMLElement;
      const current = document.activeElement;
      const outside = !(current instanceof Node) || !container.current.contains(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      popLayer(layer);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, container, initialFocus]);
}
