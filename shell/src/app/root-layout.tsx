import { useTranslation } from '@portal/shared/i18n';
import { FullPageSpinner } from '@portal/shared/ui';
import { type ReactNode, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { useUnreadPoll } from '../features/session/use-unread-poll';
import styles from './layout.module.css';

/** The page frame every route renders in: header, main content, footer. */
function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('shell:skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

export function RootLayout() {
  const { t } = useTranslation('common');
  useUnreadPoll();
  return (
    <>
      <PageFrame>
        <Suspense fallback={<FullPageSpinner overlay={false} label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </PageFrame>
      <ScrollRestoration />
    </>
  );
}

/**
 * Shown while the first route's code (a remote's routes) is still loading: the same header and
 * footer around a spinner. It is also the frame the API serves for every page but `/`.
 */
export function AppHydrateFallback() {
  const { t } = useTranslation('common');
  return (
    <PageFrame>
      <FullPageSpinner overlay={false} label={t('loading')} />
    </PageFrame>
  );
}
