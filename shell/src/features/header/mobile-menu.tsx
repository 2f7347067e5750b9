import { useTranslation } from '@portal/shared/i18n';
import { clearAllDrafts, useSessionStore, useUnreadStore } from '@portal/shared/stores';
import { useModalFocus } from '@portal/shared/ui';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, useNavigate } from 'react-router';
import { confirmAndLogout } from '../session/logout';
import styles from './header.module.css';
import { BOOKINGS_PATH, bookingUpdateLinks, MOBILE_LINKS } from './nav-items';
import { useVisibleLinks } from './use-visible-links';

/** The slide-in menu of narrow screens: a modal dialog with the portal's sections. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const isLogin = useSessionStore((s) => s.isLogin);
  const userInfo = useSessionStore((s) => s.userInfo);
  const userName = [userInfo?.firstName, userInfo?.lastName].filter(Boolean).join(' ');
  const links = useVisibleLinks(MOBILE_LINKS);
  const unread = useUnreadStore((s) => s.unreadMsgNum);
  const cancelled = useUnreadStore((s) => s.cancelledMsgNum);
  const pending = useUnreadStore((s) => s.pendingMsgNum);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(panelRef, open, onClose);
  if (!open) return null;
  return createPortal(
    <div className={styles.menuBackdrop} onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.menuPanel}
      >
        <div className={styles.menuHead}>
          <h2 id={titleId} className={styles.menuTitle}>
            {t('mobileMenu.title')}
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('header.closeMenu')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {isLogin && userName && (
          <p className={styles.menuUser}>{t('mobileMenu.signedInAs', { name: userName })}</p>
        )}
        <nav aria-labelledby={titleId}>
          <ul className={styles.menuList}>
            {links.flatMap((item) => {
              const follow = () => {
                // Leaving through the menu abandons any booking in progress (specification §4).
                clearAllDrafts();
                onClose();
              };
              // Like the desktop user menu: Bookings carries the unread count, and the unread
              // cancellations and pending bookings lead straight to their tabs.
              const bookings = item.to === BOOKINGS_PATH && isLogin;
              const badge = bookings && unread > 0;
              const entry = (
                <li key={item.labelKey}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    className={badge ? `${styles.menuLink} ${styles.menuLinkWithBadge}` : styles.menuLink}
                    onClick={follow}
                  >
                    {t(item.labelKey)}
                    {badge && <span className={styles.badge}>{t('header.unread', { count: unread })}</span>}
                  </NavLink>
                </li>
              );
              if (!bookings) return [entry];
              return [
                entry,
                ...bookingUpdateLinks({ cancelled, pending }).map((tab) => (
                  <li key={tab.labelKey}>
                    <Link to={tab.to} className={`${styles.menuLink} ${styles.menuSubLink}`} onClick={follow}>
                      {t(tab.labelKey, { count: tab.count })}
                    </Link>
                  </li>
                )),
              ];
            })}
            {!isLogin && (
              <>
                <li>
                  <NavLink to="/login" className={styles.menuLink} onClick={onClose}>
                    {t('header.login')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/sign-up/step-1?channel=card" className={styles.menuLink} onClick={onClose}>
                    {t('header.signUp')}
                  </NavLink>
                </li>
              </>
            )}
            {isLogin && (
              <li>
                <button
                  type="button"
                  className={styles.menuLink}
                  onClick={() => {
                    onClose();
                    void confirmAndLogout((path) => navigate(path));
                  }}
                >
                  {t('mobileMenu.logout')}
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </div>,
    document.body,
  );
}
