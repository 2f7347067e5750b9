import { FAQ_CATEGORIES } from '@portal/shared/contracts';
import { useTranslation } from '@portal/shared/i18n';
import { Alert, PageTitle } from '@portal/shared/ui';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NAMESPACE } from '../../namespace';
import { Breadcrumb } from './components/breadcrumb';
import { FaqLoader } from './components/faq-loader';
import { NeedHelp } from './components/need-help';
import { QuestionLinks } from './components/question-links';
import styles from './faq.module.css';
import { isFaqCategory, listPath } from './paths';
import { queryCategoryFor } from './query-category';

/** /helpList?category=…: the questions of one category. */
export function HelpListPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const category = params.get('category');
  const otherId = useId();
  if (!isFaqCategory(category)) {
    return (
      <div className={styles.page}>
        <Breadcrumb />
        <PageTitle>{t('pages.helpList')}</PageTitle>
        <Alert tone="warning">{t('faq.unknownCategory')}</Alert>
        <Link to="/help">{t('faq.backToHelp')}</Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Breadcrumb />
      <PageTitle>{t(`faq.categories.${category}`)}</PageTitle>
      <FaqLoader>
        {(questions) => (
          <QuestionLinks questions={questions.filter((question) => question.category === category)} />
        )}
      </FaqLoader>
      <nav aria-labelledby={otherId} className={styles.otherCategories}>
        <h2 id={otherId} className={styles.sectionTitle}>
          {t('faq.otherCategories')}
        </h2>
        <ul>
          {FAQ_CATEGORIES.filter((other) => other !== category).map((other) => (
            <li key={other}>
              <Link to={listPath(other)}>{t(`faq.categories.${other}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <NeedHelp category={queryCategoryFor(category)} />
    </div>
  );
}
