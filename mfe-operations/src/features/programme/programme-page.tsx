import { operatorProgramme, setOperatorProgramme } from '@portal/shared/contracts/operations';
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

const SWITCHES = ['projectStatus', 'supportTransport', 'supportAgreement'] as const;
type Switch = (typeof SWITCHES)[number];

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /operations/programme: operations' switches on each programme, and what each changes for cardholders. */
export function ProgrammePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { state, reload } = useOperatorRead(operatorProgramme, {});
  const maySwitch = useHasRole('programme');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const flip = async (code: string, which: Switch, on: boolean) => {
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await callOperatorApi(setOperatorProgramme, { code, [which]: on });
      if (outcome.ok) {
        setNotice({
          tone: 'success',
          text: t(on ? 'programme.switchedOn' : 'programme.switchedOff', {
            name: t(`programme.${which}.label`),
          }),
        });
        reload();
      } else setNotice({ tone: 'error', text: translateError(outcome.errorCode, outcome.message) });
    } catch {
      setNotice({ tone: 'error', text: t('errors.connection') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section}>
      <PageTitle>{t('programme.title')}</PageTitle>
      <p className={styles.note}>{t('programme.when')}</p>
      {!maySwitch && (
        <p className={styles.note} id="programme-role-note">
          {t('programme.roleNeeded')}
        </p>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ReadStatus state={state} reload={reload} />
      {state.kind === 'ready' &&
        state.data.programmes.map((programme) => (
          <article
            key={programme.code}
            className={styles.card}
            aria-labelledby={`programme-${programme.code}`}
          >
            <h2 id={`programme-${programme.code}`}>
              {programme.name} ({programme.code})
            </h2>
            {programme.endsAt && (
              <p className={styles.note}>
                {t('programme.endsAt', { when: formatInstant(programme.endsAt, i18n.language) })}
              </p>
            )}
            {programme.active && !programme.projectStatus && (
              <Alert tone="warning">{t('programme.ended')}</Alert>
            )}
            {SWITCHES.map((which) => {
              const checked = which === 'projectStatus' ? programme.active : programme[which];
              const effectId = `programme-${programme.code}-${which}-effect`;
              return (
                <div key={which} className={styles.section}>
                  <label className={styles.switchRow}>
                    <input
                      type="checkbox"
                      role="switch"
                      checked={checked}
                      aria-checked={checked}
                      disabled={!maySwitch || busy}
                      aria-describedby={maySwitch ? effectId : `${effectId} programme-role-note`}
                      onChange={(event) => void flip(programme.code, which, event.target.checked)}
                    />
                    {t(`programme.${which}.label`)}
                  </label>
                  <p className={styles.note} id={effectId}>
                    {t(`programme.${which}.effect`)}
                  </p>
                </div>
              );
            })}
            <TableFrame label={t('programme.levels')}>
              <table className={styles.table}>
                <caption>{t('programme.levels')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('programme.level')}</th>
                    <th scope="col">{t('programme.supportTransport.label')}</th>
                    <th scope="col">{t('programme.supportAgreement.label')}</th>
                  </tr>
                </thead>
                <tbody>
                  {programme.levels.map((level) => (
                    <tr key={level.code}>
                      <th scope="row">{level.name}</th>
                      <td>{t(level.supportTransport ? 'programme.included' : 'programme.notIncluded')}</td>
                      <td>{t(level.supportAgreement ? 'programme.included' : 'programme.notIncluded')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          </article>
        ))}
    </section>
  );
}
