import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  type AuditAction,
  operatorAudit,
} from '@portal/shared/contracts/operations';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { Alert, Button, PageTitle, Select } from '@portal/shared/ui';
import { TextField } from '@portal/shared/ui/fields';
import { type FormEvent, useState } from 'react';
import styles from '../../components/console.module.css';
import { ReadStatus } from '../../components/read-status';
import { TableFrame } from '../../components/table-frame';
import { formatInstant } from '../../lib/format';
import { useOperatorRead } from '../../lib/use-operator-read';
import { NAMESPACE } from '../../namespace';
import { downloadAuditCsv } from './download-csv';

const PAGE_SIZE = 50;

interface FilterDraft {
  operator: string;
  action: string;
  actorKind: string;
  /** `datetime-local` values, in the reader's own time zone. */
  from: string;
  to: string;
}

const EMPTY: FilterDraft = { operator: '', action: '', actorKind: '', from: '', to: '' };

/** The filters as the API takes them: only those given, times as ISO 8601 instants. */
const toQuery = (draft: FilterDraft): Record<string, string> => {
  const query: Record<string, string> = {};
  if (draft.operator.trim()) query.operator = draft.operator.trim();
  if (draft.action) query.action = draft.action;
  if (draft.actorKind) query.actorKind = draft.actorKind;
  for (const key of ['from', 'to'] as const) {
    const time = Date.parse(draft[key]);
    if (draft[key] && !Number.isNaN(time)) query[key] = new Date(time).toISOString();
  }
  return query;
};

/** A row's details as a short line (`amount: 18500, carType: van`). */
const detailsLine = (details: Record<string, unknown>): string =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

/** /operations/audit: who did what, when and from where; newest first, filtered, a page at a time, as CSV. */
export function AuditPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState<FilterDraft>(EMPTY);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const { state, reload } = useOperatorRead(operatorAudit, {
    ...(filters as { action?: AuditAction }),
    page,
    pageSize: PAGE_SIZE,
  });
  const [csv, setCsv] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [downloading, setDownloading] = useState(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(toQuery(draft));
    setPage(1);
  };

  const download = async () => {
    setDownloading(true);
    setCsv(null);
    try {
      const outcome = await downloadAuditCsv(filters);
      setCsv(
        outcome.kind === 'saved'
          ? { tone: 'success', text: t('audit.downloaded', { fileName: outcome.fileName }) }
          : {
              tone: 'error',
              text:
                outcome.errorCode === null
                  ? t('errors.connection')
                  : translateError(outcome.errorCode, outcome.message),
            },
      );
    } catch {
      setCsv({ tone: 'error', text: t('errors.connection') });
    } finally {
      setDownloading(false);
    }
  };

  const field = (key: keyof FilterDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const pages = state.kind === 'ready' ? Math.max(1, Math.ceil(state.data.total / PAGE_SIZE)) : 1;

  return (
    <section className={styles.section}>
      <PageTitle>{t('audit.title')}</PageTitle>
      <p className={styles.note}>{t('audit.intro')}</p>
      <form className={styles.filters} aria-label={t('audit.filters')} onSubmit={apply}>
        <TextField
          label={t('audit.operator')}
          type="email"
          value={draft.operator}
          onChange={field('operator')}
        />
        <Select
          label={t('audit.action')}
          placeholder={t('audit.any')}
          value={draft.action}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: action }))}
          onChange={field('action')}
        />
        <Select
          label={t('audit.actorKind')}
          placeholder={t('audit.any')}
          value={draft.actorKind}
          options={AUDIT_ACTOR_KINDS.map((kind) => ({ value: kind, label: t(`audit.actors.${kind}`) }))}
          onChange={field('actorKind')}
        />
        <TextField
          label={t('audit.from')}
          type="datetime-local"
          value={draft.from}
          onChange={field('from')}
        />
        <TextField label={t('audit.to')} type="datetime-local" value={draft.to} onChange={field('to')} />
        <div className={styles.actions}>
          <Button type="submit">{t('audit.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(EMPTY);
              setFilters({});
              setPage(1);
            }}
          >
            {t('audit.clear')}
          </Button>
        </div>
      </form>
      <div className={styles.actions}>
        <Button variant="secondary" loading={downloading} onClick={() => void download()}>
          {t('audit.download')}
        </Button>
      </div>
      {csv && <Alert tone={csv.tone}>{csv.text}</Alert>}
      <ReadStatus state={state} reload={reload} />
      {state.kind === 'ready' && (
        <>
          <p className={styles.note} role="status">
            {t('audit.count', { count: state.data.total, page, pages })}
          </p>
          <TableFrame label={t('audit.caption')}>
            <table className={styles.table}>
              <caption>{t('audit.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit.at')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.target')}</th>
                  <th scope="col">{t('audit.outcome')}</th>
                  <th scope="col">{t('audit.details')}</th>
                  <th scope="col">{t('audit.clientIp')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatInstant(entry.at, i18n.language)}</td>
                    <td>{entry.operatorEmail ?? t(`audit.actors.${entry.actorKind}`)}</td>
                    <td>{entry.action}</td>
                    <td>{entry.target ?? '—'}</td>
                    <td>{t(`audit.outcomes.${entry.outcome}`)}</td>
                    <td>{detailsLine(entry.details) || '—'}</td>
                    <td>{entry.clientIp ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          <nav className={styles.actions} aria-label={t('audit.paging')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('audit.previous')}
            </Button>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('audit.next')}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
