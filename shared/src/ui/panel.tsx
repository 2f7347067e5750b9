import { type ReactNode, useEffect } from 'react';
import { documentTitle } from './page-title';
import styles from './panel.module.css';

export interface PanelProps {
  title: string;
  /** 1 when the panel is the whole page (the default), 2 inside a page that has its own title. */
  headingLevel?: 1 | 2;
  badge?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}

/** A centred message panel: the shape of ComingSoon, ServiceUnavailable and ErrorPanel. */
export function Panel({ title, headingLevel = 1, badge, children, actions, role }: PanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  useEffect(() => {
    if (headingLevel === 1) document.title = documentTitle(title);
  }, [headingLevel, title]);
  return (
    <section className={styles.panel} role={role}>
      {badge && <span className={styles.badge}>{badge}</span>}
      <Heading className={styles.heading}>{title}</Heading>
      {children && <div className={styles.message}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
