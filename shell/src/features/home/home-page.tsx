import { useRemoteEnabled, useSessionStore } from '@portal/shared/stores';
import { Alert, buttonClassName, PageTitle } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProgramStore } from '../program/program-store';
import styles from './home-page.module.css';
import { CarIcon, FastLaneIcon } from './service-icons';
import { ServiceTile } from './service-tile';

/**
 * Home: the service tiles and the entry points for visitors and cardholders.
 * Issue 4 adds the return from 3-D Secure here: with `?paymentId=` and stored pending payment
 * info, the "Secure Checkout" wait box and the finish check (specification §4, Payment return).
 */
export function HomePage() {
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
