import type { FaqQuestion } from '@portal/shared/contracts';
import { Link } from 'react-router';
import styles from '../faq.module.css';
import { detailsPath } from '../paths';

/** A list of questions, each a link to its answer. */
export function QuestionLinks({ questions, labelledBy }: { questions: FaqQuestion[]; labelledBy?: string }) {
  return (
    <ul className={styles.questions} aria-labelledby={labelledBy}>
      {questions.map((question) => (
        <li key={question.id}>
          <Link to={detailsPath(question.id)} className={styles.questionLink}>
            {question.question}
          </Link>
        </li>
      ))}
    </ul>
  );
}
