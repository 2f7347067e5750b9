import type { FaqQuestion } from '@portal/shared/contracts';
import { useTranslation } from '@portal/shared/i18n';
import { ErrorPanel, Spinner } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { NAMESPACE } from '../../../namespace';
import { useFaq } from '../api/use-faq';
import styles from '../faq.module.css';

/**
 * Loads the FAQ, shows the spinner or the error with Try again, and renders `children` once ready.
 * `after` (what the page shows below the questions) waits for the answer too, so the questions
 * arrive below what is already on screen instead of pushing it down (no layout shift).
 */
export function FaqLoader({
  children,
  after,
}: {
  children: (questions: FaqQuestion[]) => ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const faq = useFaq();
  if (faq.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('faq.loading')} />
      </div>
    );
  }
  if (faq.status === 'error') {
    return (
      <>
        <ErrorPanel
          headingLevel={2}
          title={t('faq.loadFailed')}
          message={faq.message ?? undefined}
          retryLabel={t('common:tryAgain')}
          onRetry={faq.retry}
        />
        {after}
      </>
    );
  }
  return (
    <>
      {children(faq.questions)}
      {after}
    </>
  );
}
