import { useTranslation } from '@portal/shared/i18n';
import { Alert } from '@portal/shared/ui';
import type { UsesInfo } from '../lib/drafts';
import { NAMESPACE } from '../namespace';
import styles from './booking-styles';

type T = (key: string, options?: Record<string, unknown>) => string;

/** What the cardholder's complimentary uses cover this year, as `count/total` (DESIGN §6a). */
export const usesText = (t: T, { count, total }: UsesInfo) => {
  if (total === 0) return t('uses.notIncluded');
  if (count === 0) return t('uses.noneLeft', { total });
  return t('uses.left', { left: count, total });
};

export function UsesNote({ cardInfo }: { cardInfo: UsesInfo }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert tone={cardInfo.count > 0 ? 'success' : 'info'} className={styles.uses}>
      {usesText(t, cardInfo)}
    </Alert>
  );
}
