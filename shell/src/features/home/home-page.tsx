import { readPendingReturn, useRemoteEnabled, useSessionStore } from '@portal/shared/stores';
import { Alert, buttonClassName, FullPageSpinner, PageTitle } from '@portal/shared/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useProgramStore } from '../program/program-store';
import styles from './home-page.module.css';
import { CarIcon, FastLaneIcon } from './service-icons';
import { ServiceTile } from './service-tile';

// Only a return from the payment host needs this code: it loads then, and never on a plain visit.
const PaymentReturn = lazy(() => import('./payment-return/payment-return'));

/** `?paymentId=` (and the host's `mac`) when pending payment info is waiting for it, else null. */
const paymentReturnParams = (search: string) => {
  const query = new URLSearchParams(search);
  const paymentId = query.get('paymentId');
  if (!paymentId || !readPendingReturn()) return null;
  return { paymentId, mac: query.get('mac') };
};

/**
 * Home: the service tiles and the entry points for visitors and cardholders. Back from the
 * payment host (`/?paymentId=…` with pending info stored), it shows the Secure Checkout box
 * and finishes the payment instead (./payment-return).
 */
export function HomePage() {
  const { search } = useLocation();
  // Read once: the return removes `paymentId` from the address bar while it works.
  const [paymentReturn, setPaymentReturn] = useState(() => paymentReturnParams(search));
  const endPaymentReturn = useCallback(() => setPaymentReturn(null), []);
  if (paymentReturn) return <PaymentReturnView {...paymentReturn} onDone={endPaymentReturn} />;
  return <Home />;
}

function PaymentReturnView(props: { paymentId: string; mac: string | null; onDone: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<FullPageSpinner overlay={false} label={t('payment.secureCheckout.title')} />}>
      <PaymentReturn {...props} />
    </Suspense>
  );
}

function Home() {
  const { t } = useTranslation('shell');
  const isLogin = useSessionStore((s) => s.isLogin);
  const firstName = useSessionStore((s) => s.userInfo?.firstName ?? '');
  const supportTransport = useProgramStore((s) => s.supportTransport);
  const transportEnabled = useRemoteEnabled('mfe-transport');
  const fastTrackEnabled = useRemoteEnabled('mfe-fast-track');
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <PageTitle documentTitle={t('appName')}>{t('home.title')}</PageTitle>
        <p className={styles.intro}>{t('home.intro')}</p>
      </section>

      <section aria-labelledby="home-services" className={styles.section}>
        <h2 id="home-services" className="ui-visually-hidden">
          {t('home.servicesHeading')}
        </h2>
        <ul className={styles.tiles}>
          {fastTrackEnabled && (
            <ServiceTile
              icon={<FastLaneIcon />}
              title={t('home.fastTrackTitle')}
              text={t('home.fastTrackText')}
              action={t('home.fastTrackAction')}
              to="/fast-track/search"
            />
          )}
          {supportTransport && transportEnabled && (
            <ServiceTile
              icon={<CarIcon />}
              title={t('home.transportTitle')}
              text={t('home.transportText')}
              action={t('home.transportAction')}
              to="/transport-services"
            />
          )}
        </ul>
      </section>

      <section className={styles.account}>
        {isLogin ? (
          <>
            <h2 className={styles.accountTitle}>{t('home.welcomeBack', { firstName })}</h2>
            <p>{t('home.loggedInText')}</p>
            <Link to="/account/overview" className={buttonClassName('secondary')}>
              {t('home.accountAction')}
            </Link>
          </>
        ) : (
          <>
            <h2 className={styles.accountTitle}>{t('home.startTitle')}</h2>
            <p>{t('home.startText')}</p>
            <div className={styles.actions}>
              <Link to="/sign-up/step-1?channel=card" className={buttonClassName('primary')}>
                {t('header.signUp')}
              </Link>
              <Link to="/login" className={buttonClassName('secondary')}>
                {t('header.login')}
              </Link>
            </div>
          </>
        )}
      </section>

      <Alert tone="info" className={styles.notice}>
        {t('home.programNotice')}
      </Alert>
    </div>
  );
}

export { HomePage as Component };
