import { BOOKING_SERVICES, type BookingService } from '@portal/shared/contracts';
import { useTranslation } from '@portal/shared/i18n';
import { paymentReturnOf, useSessionStore } from '@portal/shared/stores';
import { Alert, buttonClassName, FullPageSpinner, PageTitle } from '@portal/shared/ui';
import { type ComponentType, type CSSProperties, lazy, Suspense, useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FRAME_STATE, useFramed, useHydrated } from '../../app/frame';
import { useOfferedServices } from '../program/use-offered-services';
import { homeIntro } from './home-intro';
import styles from './home-page.module.css';
import { CarIcon, FastLaneIcon, GreeterIcon, PlaneIcon } from './service-icons';
import { ServiceTile } from './service-tile';

/** Each service's tile icon; a service without one yet shows a plane. */
const SERVICE_ICONS: Partial<Record<BookingService, ComponentType>> = {
  transport: CarIcon,
  airport_assistant: GreeterIcon,
  fast_track: FastLaneIcon,
};

// Only a return from the payment host needs this code: it loads then, and never on a plain visit.
const PaymentReturn = lazy(() => import('./payment-return/payment-return'));

/**
 * Home: the service tiles and the entry points for visitors and cardholders. Back from the
 * payment host (`/?paymentId=…` with pending info stored), it shows the Secure Checkout box
 * and finishes the payment instead (./payment-return).
 */
export function HomePage() {
  const { search } = useLocation();
  // Read once: the return removes `paymentId` from the address bar while it works.
  const [paymentReturn, setPaymentReturn] = useState(() => paymentReturnOf(search));
  const endPaymentReturn = useCallback(() => setPaymentReturn(null), []);
  if (paymentReturn) return <PaymentReturnView {...paymentReturn} onDone={endPaymentReturn} />;
  return <Home />;
}

function PaymentReturnView(props: { paymentId: string; mac: string | null; onDone: () => void }) {
  // The payment texts are in `screens`, which a plain visit to home does not load.
  const { t } = useTranslation('checkout');
  return (
    <Suspense fallback={<FullPageSpinner overlay={false} label={t('payment.secureCheckout.title')} />}>
      <PaymentReturn {...props} />
    </Suspense>
  );
}

function Home() {
  const { t } = useTranslation('shell');
  const isLogin = useFramed(
    useSessionStore((s) => s.isLogin),
    FRAME_STATE.isLogin,
  );
  const firstName = useSessionStore((s) => s.userInfo?.firstName ?? '');
  // The logged-in frame does not know the name: its greeting keeps its place, unseen, until then.
  const nameKnown = useHydrated();
  const services = useOfferedServices();
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <PageTitle documentTitle={t('appName')}>{t('home.title')}</PageTitle>
        <p className={styles.intro}>{homeIntro(t, services)}</p>
      </section>

      <section aria-labelledby="home-services" className={styles.section}>
        <h2 id="home-services" className="ui-visually-hidden">
          {t('home.servicesHeading')}
        </h2>
        {/* The tile count sets the columns, so a page painted while the parser is still adding tiles
            already gives them their final widths (no shift when the last one arrives). */}
        <ul className={styles.tiles} style={{ '--tile-count': services.length } as CSSProperties}>
          {services.map((service) => {
            const Icon = SERVICE_ICONS[service] ?? PlaneIcon;
            return (
              <ServiceTile
                key={service}
                icon={<Icon />}
                title={t(`services.${service}.title`)}
                text={t(`services.${service}.text`)}
                action={t(`services.${service}.action`)}
                to={BOOKING_SERVICES[service].entryPath}
              />
            );
          })}
        </ul>
      </section>

      <section className={styles.account}>
        {isLogin ? (
          <>
            <h2 className={styles.accountTitle} style={nameKnown ? undefined : { visibility: 'hidden' }}>
              {t('home.welcomeBack', { firstName: nameKnown ? firstName : '' })}
            </h2>
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
