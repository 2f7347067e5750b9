import { FAQ_CATEGORIES, type FaqQuestion, type Language } from '@portal/shared/contracts';
import { searchQuestions } from '@portal/shared/faq-search';
import { useTranslation } from '@portal/shared/i18n';
import { PageTitle } from '@portal/shared/ui';
import { TextField } from '@portal/shared/ui/fields';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { NAMESPACE } from '../../namespace';
import { FaqLoader } from './components/faq-loader';
import { NeedHelp } from './components/need-help';
import { QuestionLinks } from './components/question-links';
import styles from './faq.module.css';
import { listPath } from './paths';

/** /help: a search that filters as you type, the popular questions and the categories. */
export function HelpHomePage() {
  const { t } = useTranslation(NAMESPACE);
  const [query, setQuery] = useState('');
  return (
    <div className={styles.page}>
      <PageTitle>{t('pages.help')}</PageTitle>
      <p className={styles.lead}>{t('faq.intro')}</p>
      <div className={styles.search}>
        <TextField
          type="search"
          label={t('faq.searchLabel')}
          hint={t('faq.searchHint')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <FaqLoader after={<NeedHelp />}>
        {(questions) => <HelpHome questions={questions} query={query} />}
      </FaqLoader>
    </div>
  );
}

function HelpHome({ questions, query }: { questions: FaqQuestion[]; query: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language as Language;
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(
    () => searchQuestions(questions, deferredQuery, language),
    [questions, deferredQuery, language],
  );
  const searching = deferredQuery.trim() !== '';
  const resultsId = useId();
  const popularId = useId();
  const browseId = useId();
  const popular = questions.filter((question) => question.popular);
  return (
    <>
      {/* Always in the page, so screen readers hear each new count as the user types. */}
      <p role="status" className={searching ? styles.resultCount : 'ui-visually-hidden'}>
        {searching &&
          (results.length > 0 ? t('faq.resultCount', { count: results.length }) : t('faq.noMatches'))}
      </p>
      {searching ? (
        <section aria-labelledby={resultsId}>
          <h2 id={resultsId} className={styles.sectionTitle}>
            {t('faq.searchResults')}
          </h2>
          {results.length > 0 ? (
            <QuestionLinks questions={results} labelledBy={resultsId} />
          ) : (
            <p>{t('faq.noResults')}</p>
          )}
        </section>
      ) : (
        <>
          <section aria-labelledby={popularId}>
            <h2 id={popularId} className={styles.sectionTitle}>
              {t('faq.popular')}
            </h2>
            <QuestionLinks questions={popular} labelledBy={popularId} />
          </section>
          <section aria-labelledby={browseId}>
            <h2 id={browseId} className={styles.sectionTitle}>
              {t('faq.browse')}
            </h2>
            <ul className={styles.categories} aria-labelledby={browseId}>
              {FAQ_CATEGORIES.map((category) => {
                const count = questions.filter((question) => question.category === category).length;
                return (
                  <li key={category}>
                    <Link to={listPath(category)} className={styles.categoryCard}>
                      <span className={styles.categoryName}>{t(`faq.categories.${category}`)}</span>
                      <span className={styles.categoryCount}>{t('faq.categoryCount', { count })}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}
    </>
  );
}
