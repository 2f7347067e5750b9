import type { ReactNode } from 'react';
import { Button } from './button';
import { Panel } from './panel';

export interface ComingSoonProps {
  /** The screen's title, e.g. "Book Fast Track". */
  title: string;
  /** Says plainly that this screen is not available yet. */
  message: string;
  /** A small label above the title, e.g. "Coming soon". */
  badge?: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/** A screen that a later release builds: says so plainly and offers nothing that pretends to work. */
export function ComingSoon({ title, message, badge, headingLevel, children }: ComingSoonProps) {
  return (
    <Panel title={title} badge={badge} headingLevel={headingLevel}>
      <p>{message}</p>
      {children}
    </Panel>
  );
}

export interface ServiceUnavailableProps {
  /** e.g. "This service is unavailable right now". */
  title: string;
  message?: string;
  actions?: ReactNode;
  headingLevel?: 1 | 2;
}

/** Shown where a switched-off (or unreachable) part of the portal would be. */
export function ServiceUnavailable({ title, message, actions, headingLevel }: ServiceUnavailableProps) {
  return (
    <Panel title={title} headingLevel={headingLevel} actions={actions}>
      {message && <p>{message}</p>}
    </Panel>
  );
}

export interface ErrorPanelProps {
  title: string;
  message?: string;
  /** e.g. "Try again". */
  retryLabel: string;
  onRetry: () => void;
  headingLevel?: 1 | 2;
  extraActions?: ReactNode;
}

/** Something failed: says what, and offers "Try again". */
export function ErrorPanel({
  title,
  message,
  retryLabel,
  onRetry,
  headingLevel,
  extraActions,
}: ErrorPanelProps) {
  return (
    <Panel
      title={title}
      headingLevel={headingLevel}
      role="alert"
      actions={
        <>
          <Button onClick={onRetry}>{retryLabel}</Button>
          {extraActions}
        </>
      }
    >
      {message && <p>{message}</p>}
    </Panel>
  );
}
