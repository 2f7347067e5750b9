import { useTranslation } from '@portal/shared/i18n';
import { FullPageSpinner } from '@portal/shared/ui';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { useUnreadPoll } from '../features/session/use-unread-poll';
import { dropRemoteSlot, remoteSlotHtml } from './frame';
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
  useEffect(dropRemoteSlot, []);
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
 * When the API put the remote's prerendered screen there instead (issue 22), it shows that screen,
 * as it was served and inert, until the live one replaces it (same markup: nothing moves).
 */
export function AppHydrateFallback() {
  const { t, i18n } = useTranslation('common');
  const slot = remoteSlotHtml(i18n.language);
  return (
    <PageFrame>
      {slot === null ? (
        <FullPageSpinner overlay={false} label={t('loading')} />
      ) : (
        <div
          data-remote-slot=""
          inert
          aria-busy="true"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own HTML, kept as served
          dangerouslySetInnerHTML={{ __html: slot }}
          suppressHydrationWarning
        />
      )}
    </PageFrame>
  );
}
