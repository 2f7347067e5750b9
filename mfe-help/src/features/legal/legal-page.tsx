import { Alert, ErrorPanel, PageTitle, Spinner } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../namespace';
import styles from './legal-page.module.css';
import { type TermsCode, useTermsDocument } from './use-terms-document';

/** A blank line separates paragraphs in the API's plain-text documents. */
const paragraphsOf = (content: string) =>
  content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** A legal page; it reads the document again when the language changes. */
export function LegalPage({ code }: { code: TermsCode }) {
  const { i18n } = useTranslation(NAMESPACE);
  return <LegalDocument key={i18n.language} code={code} />;
}

function LegalDocument({ code }: { code: TermsCode }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const state = useTermsDocument(code);
  return (
    <article className={styles.legal}>
      <PageTitle>{t(`legal.${code}`)}</PageTitle>
      {state.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={t('legal.loading')} />
        </div>
      )}
      {state.status === 'missing' && <Alert tone="warning">{t('legal.missing')}</Alert>}
      {state.status === 'error' && (
        <ErrorPanel
          headingLevel={2}
          title={t('legal.loadFailed')}
          message={state.message ?? undefined}
          retryLabel={t('common:tryAgain')}
          onRetry={state.retry}
        />
      )}
      {state.status === 'ready' && (
        <>
          <p className={styles.meta}>
            {t('legal.version', {
              version: state.document.version,
              date: new Date(state.document.updatedAt).toLocaleDateString(i18n.language, {
                dateStyle: 'long',
              }),
            })}
          </p>
          <div className={styles.body}>
            {paragraphsOf(state.document.content).map((paragraph, index) => (
              // Paragraphs have no identity of their own; their order is fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: static text split once per document
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </>
      )}
    </article>
  );
}

export const ConditionsPage = () => <LegalPage code="conditions" />;
export const TermsOfUsePage = () => <LegalPage code="termsOfUse" />;
export const PrivacyPolicyPage = () => <LegalPage code="privacyPolicy" />;
