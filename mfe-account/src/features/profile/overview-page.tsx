import { formStyles } from '@portal/shared/forms';
import { useTranslation } from '@portal/shared/i18n';
import { buttonClassName, PageTitle } from '@portal/shared/ui';
import { Link } from 'react-router';
import styles from '../../components/account-form.module.css';
import { ProfileStatus } from './profile-status';
import { formatMobile, useUserInfo } from './use-user-info';

/** The cardholder's profile: names, email, mobile, card level. */
export function OverviewPage() {
  const { t } = useTranslation(['account', 'common']);
  const state = useUserInfo();
  return (
    <div className={styles.page}>
      <PageTitle>{t('account:pages.overview')}</PageTitle>
      {state.status !== 'ready' ? (
        <ProfileStatus state={state} retry={state.retry} />
      ) : (
        <section className={formStyles.card} aria-labelledby="profile-heading">
          <h2 id="profile-heading">{t('account:profile.heading')}</h2>
          <dl className={styles.details}>
            <dt>{t('account:fields.name')}</dt>
            <dd>{`${state.info.firstName} ${state.info.lastName}`}</dd>
            <dt>{t('account:fields.email')}</dt>
            <dd>{state.info.email}</dd>
            <dt>{t('account:fields.mobile')}</dt>
            <dd>
              {formatMobile(state.info) || t('account:profile.none')}
              {state.info.mobileCountry ? ` (${state.info.mobileCountry})` : ''}
            </dd>
            <dt>{t('account:fields.cardLevel')}</dt>
            <dd>{state.info.cardLevel}</dd>
          </dl>
          <div className={formStyles.actions}>
            <Link to="/account/overview/edit" className={buttonClassName('primary')}>
              {t('account:profile.edit')}
            </Link>
            <Link to="/account/changePsw" className={buttonClassName('secondary')}>
              {t('account:pages.changePassword')}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
