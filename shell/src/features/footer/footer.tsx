import { useTranslation } from '@portal/shared/i18n';
import { useRemoteEnabled } from '@portal/shared/stores';
import { Link } from 'react-router';
import { useFramed } from '../../app/frame';
import styles from './footer.module.css';

const LINKS = [
  { to: '/help', labelKey: 'footer.help' },
  { to: '/conditions', labelKey: 'footer.conditions' },
  { to: '/termsOfUse', labelKey: 'footer.termsOfUse' },
  { to: '/privacyPolicy', labelKey: 'footer.privacyPolicy' },
] as const;

export function Footer() {
  const { t } = useTranslation('shell');
  // Every footer page lives in mfe-help: when it is switched off, its links go too.
  const helpEnabled = useFramed(useRemoteEnabled('mfe-help'), true);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {helpEnabled && (
          <nav aria-label={t('footer.nav')}>
            <ul className={styles.links}>
              {LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={styles.copyright}>{t('footer.copyright')}</p>
        <p className={styles.provider}>{t('footer.provider')}</p>
      </div>
    </footer>
  );
}
