import type { FaqQuestion } from '@portal/shared/contracts';
import { useTranslation } from '@portal/shared/i18n';
import { Alert, PageTitle } from '@portal/shared/ui';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NAMESPACE } from '../../namespace';
import { AnswerText } from './components/answer-text';
import { Breadcrumb } from './components/breadcrumb';
import { FaqLoader } from './components/faq-loader';
import { NeedHelp } from './components/need-help';
import { QuestionLinks } from './components/question-links';
import styles from './faq.module.css';
import { HELP_PATH } from './paths';
import { queryCategoryFor } from './query-category';

/** /helpDetails?id=…: one answer, its related questions and the way to the query form. */
export function HelpDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <div className={styles.page}>
      <FaqLoader>
        {(questions) => {
          const question = questions.find((candidate) => candidate.id === id);
          if (!question) {
            return (
              <>
                <Breadcrumb />
                <PageTitle>{t('pages.helpDetails')}</PageTitle>
                <Alert tone="warning">{t('faq.unknownQuestion')}</Alert>
                <Link to={HELP_PATH}>{t('faq.backToHelp')}</Link>
              </>
            );
          }
          return <Answer question={question} questions={questions} />;
        }}
      </FaqLoader>
    </div>
  );
}

function Answer({ question, questions }: { question: FaqQuestion; questions: FaqQuestion[] }) {
  const { t } = useTranslation(NAMESPACE);
  const relatedId = useId();
  const related = question.related
    .map((id) => questions.find((candidate) => candidate.id === id))
    .filter((candidate): candidate is FaqQuestion => candidate !== undefined);
  return (
    <>
      <Breadcrumb category={question.category} />
      <article className={styles.article}>
        <PageTitle>{question.question}</PageTitle>
        <AnswerText answer={question.answer} />
      </article>
      {related.length > 0 && (
        <section aria-labelledby={relatedId}>
          <h2 id={relatedId} className={styles.sectionTitle}>
            {t('faq.related')}
          </h2>
          <QuestionLinks questions={related} labelledBy={relatedId} />
        </section>
      )}
      <NeedHelp category={queryCategoryFor(question.category)} />
    </>
  );
}
