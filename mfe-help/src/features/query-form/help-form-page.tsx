import { ErrorCode, type Language } from '@portal/shared/contracts';
import { contactUs, QUERY_CATEGORIES, QUERY_LIMITS, type QueryCategory } from '@portal/shared/contracts/help';
import { callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { useDraft, useSessionStore } from '@portal/shared/stores';
import { Alert, Button, buttonClassName, PageTitle, Select } from '@portal/shared/ui';
import { TextArea, TextField } from '@portal/shared/ui/fields';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NAMESPACE } from '../../namespace';
import styles from './query-form.module.css';
import {
  QUERY_FIELDS,
  type QueryDraft,
  type QueryErrors,
  type QueryField,
  validateQuery,
} from './validate-query';

/** Session-storage key of the draft (kept across a reload and when sending fails). */
export const QUERY_DRAFT_KEY = 'helpForm';

const fieldId = (field: QueryField) => `help-query-${field}`;

const isQueryCategory = (value: unknown): value is QueryCategory =>
  typeof value === 'string' && (QUERY_CATEGORIES as readonly string[]).includes(value);

type SendState =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'failed'; message: string }
  | { kind: 'sent'; reference: string; email: string };

/** /helpForm: Submit a query. */
export function HelpFormPage() {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<SendState>({ kind: 'editing' });
  return (
    <div className={styles.page}>
      <PageTitle>{t('pages.helpForm')}</PageTitle>
      {state.kind === 'sent' ? (
        <QuerySent
          reference={state.reference}
          email={state.email}
          onAnother={() => setState({ kind: 'editing' })}
        />
      ) : (
        <QueryForm state={state} setState={setState} />
      )}
    </div>
  );
}

function QueryForm({ state, setState }: { state: SendState; setState: (state: SendState) => void }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const [params] = useSearchParams();
  const sessionEmail = useSessionStore((session) => session.userInfo?.email ?? '');
  const empty = useMemo<QueryDraft>(
    () => ({ email: sessionEmail, serviceId: '', category: '', topic: '', message: '' }),
    [sessionEmail],
  );
  const [draft, setDraft, clearDraft] = useDraft<QueryDraft>(QUERY_DRAFT_KEY, empty);
  const [errors, setErrors] = useState<QueryErrors>({});
  const submitted = useRef(false);

  // A logged-in user finds their email filled in; a category from the link (e.g. from an answer) too.
  const linkedCategory = params.get('category');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only fills empty fields, once the values are known
  useEffect(() => {
    setDraft((current) => ({
      ...current,
      email: current.email || sessionEmail,
      category: current.category || (isQueryCategory(linkedCategory) ? linkedCategory : ''),
    }));
  }, [sessionEmail, linkedCategory]);

  const update = (field: QueryField) => (value: string) => {
    const next = { ...draft, [field]: value } as QueryDraft;
    setDraft(next);
    // After a first submit, errors follow the text as it is corrected.
    if (submitted.current) {
      const check = validateQuery(next);
      setErrors(check.ok ? {} : check.errors);
    }
    if (state.kind === 'failed') setState({ kind: 'editing' });
  };

  const errorText = (field: QueryField): string | null => {
    const key = errors[field];
    if (!key) return null;
    if (key.startsWith('validation.')) return t(`common:${key}`);
    if (key.startsWith('form.')) return t(key);
    return t('form.errors.invalid');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    submitted.current = true;
    const check = validateQuery(draft);
    if (!check.ok) {
      setErrors(check.errors);
      const first = QUERY_FIELDS.find((field) => check.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setState({ kind: 'sending' });
    try {
      const outcome = await callApi(contactUs, { ...check.input, language: i18n.language as Language });
      if (outcome.ok) {
        clearDraft();
        submitted.current = false;
        setState({ kind: 'sent', reference: outcome.result.reference, email: check.input.email });
        return;
      }
      const retryAfter = Number(outcome.details?.retryAfterSeconds);
      const message =
        outcome.errorCode === ErrorCode.RATE_LIMITED && retryAfter > 0
          ? t('form.rateLimited', { count: Math.ceil(retryAfter / 60) })
          : translateError(outcome.errorCode, outcome.message);
      setState({ kind: 'failed', message });
    } catch {
      // The http client already told the user (Connection Error dialog or offline notice).
      setState({ kind: 'failed', message: t('form.sendFailed') });
    }
  };

  const categoryOptions = QUERY_CATEGORIES.map((value) => ({ value, label: t(`form.categories.${value}`) }));
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t('form.intro')}</p>
      {state.kind === 'failed' && <Alert tone="error">{state.message}</Alert>}
      <TextField
        id={fieldId('email')}
        type="email"
        label={t('form.email')}
        autoComplete="email"
        maxLength={QUERY_LIMITS.email}
        value={draft.email}
        onChange={(event) => update('email')(event.target.value)}
        error={errorText('email')}
        required
      />
      <TextField
        id={fieldId('serviceId')}
        label={t('form.serviceId')}
        hint={t('form.serviceIdHint')}
        autoComplete="off"
        maxLength={QUERY_LIMITS.serviceId}
        value={draft.serviceId}
        onChange={(event) => update('serviceId')(event.target.value)}
        error={errorText('serviceId')}
      />
      <Select
        id={fieldId('category')}
        label={t('form.category')}
        placeholder={t('form.categoryPlaceholder')}
        options={categoryOptions}
        value={draft.category}
        onChange={(event) => update('category')(event.target.value)}
        error={errorText('category')}
        required
      />
      <TextField
        id={fieldId('topic')}
        label={t('form.topic')}
        maxLength={QUERY_LIMITS.topic}
        value={draft.topic}
        onChange={(event) => update('topic')(event.target.value)}
        error={errorText('topic')}
        required
      />
      <TextArea
        id={fieldId('message')}
        label={t('form.message')}
        hint={t('form.messageCount', { count: draft.message.length, max: QUERY_LIMITS.message })}
        hintPlacement="after"
        rows={7}
        maxLength={QUERY_LIMITS.message}
        value={draft.message}
        onChange={(event) => update('message')(event.target.value)}
        error={errorText('message')}
        required
      />
      <div className={styles.actions}>
        <Button type="submit" loading={state.kind === 'sending'}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

function QuerySent({
  reference,
  email,
  onAnother,
}: {
  reference: string;
  email: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.sent} aria-labelledby="help-query-sent">
      <h2 id="help-query-sent" ref={headingRef} tabIndex={-1} className={styles.sentTitle}>
        {t('form.sentTitle')}
      </h2>
      <p className={styles.reference}>{t('form.sentReference', { reference })}</p>
      <p>{t('form.sentText', { email })}</p>
      <div className={styles.actions}>
        <Link to="/help" className={buttonClassName('primary')}>
          {t('form.backToHelp')}
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          {t('form.another')}
        </Button>
      </div>
    </section>
  );
}
