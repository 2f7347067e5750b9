import type { FaqCategory } from '@portal/shared/contracts';
import { useTranslation } from '@portal/shared/i18n';
import { Link } from 'react-router';
import { NAMESPACE } from '../../../namespace';
import styles from '../faq.module.css';
import { HELP_PATH, listPath } from '../paths';

/** Help & FAQs › category: the way back up from a list or an answer. */
export function Breadcrumb({ category }: { category?: FaqCategory }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav aria-label={t('faq.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to={HELP_PATH}>{t('faq.backToHelp')}</Link>
        </li>
        {category && (
          <li>
            <Link to={listPath(category)}>{t(`faq.categories.${category}`)}</Link>
          </li>
        )}
      </ol>
    </nav>
  );
}
