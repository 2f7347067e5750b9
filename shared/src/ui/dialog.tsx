import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';
import { useModalFocus } from './use-modal-focus';

export interface DialogProps {
  open: boolean;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons, rendered at the end of the dialog. */
  actions?: ReactNode;
  /** Escape calls this; leave it out for a dialog that must be answered with a button. */
  onClose?: () => void;
  /** Element to focus when the dialog opens (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: labelled by its title, described by its body, focus moves in and is trapped
 * while open, Escape closes it, and focus returns where it was when it closes.
 */
export function Dialog({ open, title, children, actions, onClose, initialFocus }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useModalFocus(ref, open, onClose, initialFocus);
  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children && (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
