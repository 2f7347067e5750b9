import { OPERATIONS_CONSOLE, type RemoteName, setRemoteEnabled } from '@portal/shared/contracts';
import { operatorRemotes } from '@portal/shared/contracts/operations';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { Alert, PageTitle } from '@portal/shared/ui';
import { useState } from 'react';
import styles from '../../components/console.module.css';
import { ReadStatus } from '../../components/read-status';
import { TableFrame } from '../../components/table-frame';
import { formatInstant } from '../../lib/format';
import { callOperatorApi } from '../../lib/operator-api';
import { useHasRole } from '../../lib/operator-session';
import { useOperatorRead } from '../../lib/use-operator-read';
import { NAMESPACE } from '../../namespace';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /operations/remotes: every remote with its state and build, and a switch (role `remotes`). */
export function RemotesPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { state, reload } = useOperatorRead(operatorRemotes, {});
  const maySwitch = useHasRole('remotes');
  const [busy, setBusy] = useState<RemoteName | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const language = i18n.language;

  const toggle = async (name: RemoteName, enabled: boolean) => {
    setBusy(name);
    setNotice(null);
    try {
      const outcome = await callOperatorApi(setRemoteEnabled, { name, enabled });
      if (outcome.ok) {
        setNotice({
          tone: 'success',
          text: t(enabled ? 'remotes.switchedOn' : 'remotes.switchedOff', { name }),
        });
        reload();
      } else setNotice({ tone: 'error', text: translateError(outcome.errorCode, outcome.message) });
    } catch {
      setNotice({ tone: 'error', text: t('errors.connection') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.section}>
      <PageTitle>{t('remotes.title')}</PageTitle>
      <p className={styles.note}>{t('remotes.nextLoad')}</p>
      {!maySwitch && (
        <p className={styles.note} id="remotes-role-note">
          {t('remotes.roleNeeded')}
        </p>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ReadStatus state={state} reload={reload} />
      {state.kind === 'ready' && (
        <TableFrame label={t('remotes.caption')}>
          <table className={styles.table}>
            <caption>{t('remotes.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('remotes.name')}</th>
                <th scope="col">{t('remotes.paths')}</th>
                <th scope="col">{t('remotes.state')}</th>
                <th scope="col">{t('remotes.version')}</th>
                <th scope="col">{t('remotes.buildTime')}</th>
                <th scope="col">{t('remotes.changed')}</th>
                <th scope="col">{t('remotes.switchColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.remotes.map((remote) => (
                <tr key={remote.name}>
                  <th scope="row">{remote.name}</th>
                  <td>{remote.prefixes.join(', ')}</td>
                  <td>{t(remote.enabled ? 'remotes.on' : 'remotes.off')}</td>
                  <td>{remote.version ?? '—'}</td>
                  <td>{formatInstant(remote.buildTime, language)}</td>
                  <td>{formatInstant(remote.updatedAt, language)}</td>
                  <td>
                    {remote.name === OPERATIONS_CONSOLE ? (
                      <span className={styles.note}>{t('remotes.alwaysOn')}</span>
                    ) : (
                      <label className={styles.switchRow}>
                        <input
                          type="checkbox"
                          role="switch"
                          checked={remote.enabled}
                          aria-checked={remote.enabled}
                          disabled={!maySwitch || busy !== null}
                          aria-describedby={maySwitch ? undefined : 'remotes-role-note'}
                          onChange={(event) => void toggle(remote.name, event.target.checked)}
                        />
                        {t('remotes.switch', { name: remote.name })}
                      </label>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
