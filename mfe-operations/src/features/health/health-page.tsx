import { operatorHealth } from '@portal/shared/contracts/operations';
import { useTranslation } from '@portal/shared/i18n';
import { Button, PageTitle } from '@portal/shared/ui';
import styles from '../../components/console.module.css';
import { ReadStatus } from '../../components/read-status';
import { TableFrame } from '../../components/table-frame';
import { formatInstant } from '../../lib/format';
import { useOperatorRead } from '../../lib/use-operator-read';
import { NAMESPACE } from '../../namespace';

/** /operations/health: the background work (jobs, the mail outbox) and the systems outside. */
export function HealthPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { state, reload } = useOperatorRead(operatorHealth, {});
  const language = i18n.language;

  return (
    <section className={styles.section}>
      <PageTitle>{t('health.title')}</PageTitle>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={reload}>
          {t('health.refresh')}
        </Button>
        {state.kind === 'ready' && (
          <span className={styles.note}>
            {t('health.checkedAt', { when: formatInstant(state.data.checkedAt, language) })}
          </span>
        )}
      </div>
      <ReadStatus state={state} reload={reload} />
      {state.kind === 'ready' && (
        <>
          <TableFrame label={t('health.queues')}>
            <table className={styles.table}>
              <caption>{t('health.queues')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('health.queue')}</th>
                  <th scope="col">{t('health.due')}</th>
                  <th scope="col">{t('health.running')}</th>
                  <th scope="col">{t('health.failed')}</th>
                  <th scope="col">{t('health.dead')}</th>
                  <th scope="col">{t('health.lastError')}</th>
                </tr>
              </thead>
              <tbody>
                {(['jobs', 'mail'] as const).map((queue) => {
                  const counts = state.data[queue];
                  return (
                    <tr key={queue}>
                      <th scope="row">{t(`health.${queue}`)}</th>
                      <td>{counts.due}</td>
                      <td>{counts.running}</td>
                      <td className={counts.failed > 0 ? styles.bad : undefined}>{counts.failed}</td>
                      <td className={counts.dead > 0 ? styles.bad : undefined}>{counts.dead}</td>
                      <td>
                        {counts.lastError
                          ? t('health.errorLine', {
                              id: counts.lastError.id,
                              error: counts.lastError.error,
                              when: formatInstant(counts.lastError.at, language),
                            })
                          : t('health.noError')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableFrame>
          <ul className={styles.cards} aria-label={t('health.systems')}>
            {(['paymentHost', 'mailServer'] as const).map((system) => {
              const reach = state.data[system];
              return (
                <li key={system} className={styles.card}>
                  <h2>{t(`health.${system}`)}</h2>
                  <p className={reach.configured && reach.reachable ? styles.good : styles.bad}>
                    {!reach.configured
                      ? t('health.notConfigured')
                      : reach.reachable
                        ? t('health.reachable')
                        : t('health.unreachable')}
                  </p>
                  <dl className={styles.facts}>
                    <dt>{t('health.target')}</dt>
                    <dd>{reach.target ?? '—'}</dd>
                    <dt>{t('health.problem')}</dt>
                    <dd>{reach.problem ?? '—'}</dd>
                  </dl>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
