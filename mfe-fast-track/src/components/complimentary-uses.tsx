import type { CardInfo } from '@portal/shared/contracts/bookings';
import { useTranslation } from '@portal/shared/i18n';
import { Alert } from '@portal/shared/ui';
import { NAMESPACE } from '../namespace';

/** What the cardholder's complimentary uses cover this year, before they book (DESIGN §6a). */
export const usesText = (
  t: (key: string, options?: Record<string, unknown>) => string,
  cardInfo: CardInfo,
) => {
  if (cardInfo.total === 0) return t('uses.notIncluded');
  if (cardInfo.count === 0) return t('uses.noneLeft', { total: cardInfo.total });
  return t('uses.left', { count: cardInfo.count, total: cardInfo.total });
};

export function ComplimentaryUses({ cardInfo, className }: { cardInfo: CardInfo; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert tone={cardInfo.count > 0 ? 'success' : 'info'} className={className}>
      {usesText(t, cardInfo)}
    </Alert>
  );
}
