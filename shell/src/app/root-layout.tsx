import { FullPageSpinner } from '@portal/shared/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { useUnreadPoll } from '../features/session/use-unread-poll';
import styles from './layout.module.css';

/** The page frame every route renders in: header, main content, footer. */
export function RootLayout() {
  const { t } = useTranslation(['shell', 'common']);
  useUnreadPoll();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('shell:skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<FullPageSpinner overlay={false} label={t('common:loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/** Shown while the first route's code (a remote's routes) is still loading. */
export function AppHydrateFallback() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <div className={styles.headerPlaceholder} />
      <main className={styles.main}>
        <FullPageSpinner overlay={false} label={t('loading')} />
      </main>
    </div>
  );
}
