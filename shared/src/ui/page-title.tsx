import { type ReactNode, useEffect } from 'react';
import styles from './panel.module.css';

let titleSuffix = '';

/** Text appended to every document title, e.g. "Airport Services" (set once by the shell). */
export const setDocumentTitleSuffix = (suffix: string) => {
  titleSuffix = suffix;
};

export const documentTitle = (title: string) => (titleSuffix ? `${title} | ${titleSuffix}` : title);

export interface PageTitleProps {
  children: ReactNode;
  /** The document title; defaults to the heading when it is plain text. */
  documentTitle?: string;
}

/** The page's one level-1 heading; also sets `document.title`. */
export function PageTitle({ children, documentTitle: explicit }: PageTitleProps) {
  const text = explicit ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = documentTitle(text);
  }, [text]);
  return <h1 className={styles.pageTitle}>{children}</h1>;
}
