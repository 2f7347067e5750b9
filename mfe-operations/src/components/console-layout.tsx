import { operatorLogout } from '@portal/shared/contracts/operations';
import { useTranslation } from '@portal/shared/i18n';
import { Button } from '@portal/shared/ui';
import { useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { callOperatorApi } from '../lib/operator-api';
import { useOperatorSession, useSignedInOperator } from '../lib/operator-session';
import { CONSOLE_PATHS, LOGIN_PATH } from '../lib/paths';
import { NAMESPACE } from '../namespace';
import styles from './console.module.css';

const SECTIONS = [
  { to: CONSOLE_PATHS.remotes, key: 'nav.remotes' },
  { to: CONSOLE_PATHS.requests, key: 'nav.requests' },
  { to: CONSOLE_PATHS.programme, key: 'nav.programme' },
  { to: CONSOLE_PATHS.health, key: 'nav.health' },
  { to: CONSOLE_PATHS.audit, key: 'nav.audit' },
] as const;

/**
 * Every console page but sign-in: who is signed in, the sections and Sign out. Without an operator
 * session (never signed in, signed out, ended) it sends the visitor to sign in.
 */
export function ConsoleLayout() {
  const { t } = useTranslation(NAMESPACE);
  const operator = useSignedInOperator();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);

  if (!operator) return <Navigate to={LOGIN_PATH} replace state={{ from: pathname }} />;

  const signOut = async () => {
    setLeaving(true);
    try {
      await callOperatorApi(operatorLogout, {});
    } catch {
      // Signed out on this device whatever the server heard: the session ends by itself there.
    } finally {
      useOperatorSession.getState().signOut();
    }
  };

  return (
    <div className={styles.console}>
      <div className={styles.bar}>
        <p className={styles.who}>
          {t('layout.signedInAs', { name: operator.displayName, email: operator.email })}
          {' · '}
          {t('layout.roles', { roles: operator.roles.map((role) => t(`roles.${role}`)).join(', ') })}
        </p>
        <Button variant="secondary" onClick={() => void signOut()} loading={leaving}>
          {t('layout.signOut')}
        </Button>
      </div>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to}>{t(section.key)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
