import type { QueryCategory } from '@portal/shared/contracts/help';
import { useTranslation } from '@portal/shared/i18n';
import { buttonClassName } from '@portal/shared/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { NAMESPACE } from '../../../namespace';
import styles from '../faq.module.css';
import { FORM_PATH } from '../paths';

/** "Still need help?" with the way to the query form (the category filled in when known). */
export function NeedHelp({ category }: { category?: QueryCategory }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const to = category ? `${FORM_PATH}?category=${category}` : FORM_PATH;
  return (
    <section className={styles.needHelp} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('faq.stillNeedHelp')}
      </h2>
      <p>{t('faq.stillNeedHelpText')}</p>
      <Link to={to} className={buttonClassName('secondary')}>
        {t('faq.askUs')}
      </Link>
    </section>
  );
}
