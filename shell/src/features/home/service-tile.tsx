import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './home-page.module.css';

export interface ServiceTileProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  to: string;
}

export function ServiceTile({ icon, title, text, action, to }: ServiceTileProps) {
  return (
    <li className={styles.tile}>
      <span className={styles.tileIcon}>{icon}</span>
      <h3 className={styles.tileTitle}>{title}</h3>
      <p className={styles.tileText}>{text}</p>
      <Link to={to} className={styles.tileLink}>
        {action}
      </Link>
    </li>
  );
}
