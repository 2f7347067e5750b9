import type { TermsDocument } from '@portal/shared/contracts';
import { useTranslation } from '@portal/shared/i18n';
import { Alert, ErrorPanel, PageTitle, Spinner } from '@portal/shared/ui';
import { type MouseEvent, useId } from 'react';
import { NAMESPACE } from '../../namespace';
import { parseLegalDocument, TOC_MIN_SECTIONS } from './legal-document';
import styles from './legal-page.module.css';
import { type TermsCode, useTermsDocument } from './use-terms-document';

/** A legal page; it reads the document again when the language changes. */
export function LegalPage({ code }: { code: TermsCode }) {
  const { i18n } = useTranslation(NAMESPACE);
  return <LegalDocument key={i18n.language} code={code} />;
}

function LegalDocument({ code }: { code: TermsCode }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
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
      {state.status === 'ready' && <DocumentBody document={state.document} />}
    </article>
  );
}

/** Moves to a section without a router navigation (the shell scrolls to the top on those). */
const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
};

function DocumentBody({ document: terms }: { document: TermsDocument }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const contentsId = useId();
  const { intro, sections } = parseLegalDocument(terms.content);
  return (
    <>
      <p className={styles.meta}>
        {t('legal.version', {
          version: terms.version,
          date: new Date(terms.updatedAt).toLocaleDateString(i18n.language, { dateStyle: 'long' }),
        })}
      </p>
      {sections.length >= TOC_MIN_SECTIONS && (
        <nav className={styles.contents} aria-labelledby={contentsId}>
          <h2 id={contentsId} className={styles.contentsTitle}>
            {t('legal.contents')}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={styles.body}>
        {intro.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one static text, in a fixed order
          <p key={index}>{paragraph}</p>
        ))}
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} tabIndex={-1} className={styles.sectionTitle}>
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one static text, in a fixed order
              <p key={index}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}

export const ConditionsPage = () => <LegalPage code="conditions" />;
export const TermsOfUsePage = () => <LegalPage code="termsOfUse" />;
export const PrivacyPolicyPage = () => <LegalPage code="privacyPolicy" />;
