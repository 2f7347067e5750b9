import { useTranslation } from '@portal/shared/i18n';
import { clearAllDrafts, useSessionStore, useUnreadStore } from '@portal/shared/stores';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFramed, useHydrated } from '../../app/frame';
import { confirmAndLogout } from '../session/logout';
import styles from './header.module.css';
import { ACCOUNT_LINKS, BOOKINGS_PATH, bookingUpdateLinks } from './nav-items';
import { useVisibleLinks } from './use-visible-links';

/** The logged-in user's name, opening a list of account links and Logout (a disclosure). */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  // The frame knows only that someone is logged in: the name appears as the frame is taken over.
  const hydrated = useHydrated();
  const userInfo = useFramed(
    useSessionStore((s) => s.userInfo),
    null,
  );
  const unread = useFramed(
    useUnreadStore((s) => s.unreadMsgNum),
    0,
  );
  const cancelled = useUnreadStore((s) => s.cancelledMsgNum);
  const pending = useUnreadStore((s) => s.pendingMsgNum);
  const links = useVisibleLinks(ACCOUNT_LINKS);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = [userInfo?.firstName, userInfo?.lastName].filter(Boolean).join(' ') || t('header.account');
  return (
    <div className={styles.userMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.userName} style={hydrated ? undefined : { visibility: 'hidden' }}>
          {name}
        </span>
        {unread > 0 && (
          <span className={styles.badge}>
            <span aria-hidden="true">{unread}</span>
            <span className="ui-visually-hidden">{t('header.unread', { count: unread })}</span>
          </span>
        )}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={menuId} className={styles.userList} hidden={!open}>
        {links.flatMap((item) => {
          const follow = () => {
            clearAllDrafts();
            setOpen(false);
          };
          const entry = (
            <li key={item.to}>
              <Link to={item.to} className={styles.userLink} onClick={follow}>
                {t(item.labelKey)}
                {item.to === BOOKINGS_PATH && unread > 0 && (
                  <span className={styles.badge}>{t('header.unread', { count: unread })}</span>
                )}
              </Link>
            </li>
          );
          if (item.to !== BOOKINGS_PATH) return [entry];
          // The unread cancellations and pending bookings lead straight to their tabs.
          return [
            entry,
            ...bookingUpdateLinks({ cancelled, pending }).map((tab) => (
              <li key={tab.labelKey}>
                <Link to={tab.to} className={`${styles.userLink} ${styles.userSubLink}`} onClick={follow}>
                  {t(tab.labelKey, { count: tab.count })}
                </Link>
              </li>
            )),
          ];
        })}
        <li>
          <button
            type="button"
            className={styles.userLink}
            onClick={() => {
              setOpen(false);
              void confirmAndLogout((path) => navigate(path));
            }}
          >
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
