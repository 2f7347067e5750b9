import { useTranslation } from '@portal/shared/i18n';
import { clearAllDrafts, useSessionStore } from '@portal/shared/stores';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { FRAME_STATE, useFramed, useHydrated } from '../../app/frame';
import styles from './header.module.css';
import { LanguageSelect } from './language-select';
import { MobileMenu } from './mobile-menu';
import { HEADER_LINKS } from './nav-items';
import { useVisibleLinks } from './use-visible-links';
import { UserMenu } from './user-menu';

export function Header() {
  const { t } = useTranslation('shell');
  const isLogin = useFramed(
    useSessionStore((s) => s.isLogin),
    FRAME_STATE.isLogin,
  );
  const links = useVisibleLinks(HEADER_LINKS);
  const [menuOpen, setMenuOpen] = useState(false);
  // The frame is one page for every path: its links mark no current page until it is taken over.
  const ItemLink = useHydrated() ? NavLink : Link;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link
          to="/"
          className={styles.logo}
          aria-label={t('header.homeLink')}
          onClick={() => clearAllDrafts()}
        >
          <span aria-hidden="true" className={styles.logoMark}>
            ✈
          </span>
          <span aria-hidden="true">{t('appName')}</span>
        </Link>
        <nav aria-label={t('header.mainNav')} className={styles.desktopNav}>
          <ul className={styles.navList}>
            {links.map((item) => (
              <li key={item.to}>
                <ItemLink to={item.to} className={styles.navLink}>
                  {t(item.labelKey)}
                </ItemLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageSelect />
          <div className={styles.desktopOnly}>
            {isLogin ? (
              <UserMenu />
            ) : (
              <div className={styles.authLinks}>
                <Link to="/login" className={styles.navLink}>
                  {t('header.login')}
                </Link>
                <Link to="/sign-up/step-1?channel=card" className={styles.signUp}>
                  {t('header.signUp')}
                </Link>
              </div>
            )}
          </div>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <span aria-hidden="true" className={styles.burger} />
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
