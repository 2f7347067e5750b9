import { useTranslation } from '@portal/shared/i18n';
import { Button, Dialog } from '@portal/shared/ui';
import { NAMESPACE } from '../../../namespace';

export interface PaymentIssueDialogProps {
  open: boolean;
  /** Back to Review and Pay, to pay the same order again. */
  onTryAgain: () => void;
  /** Drops the unpaid order and the drafts, and goes back to the airport's lanes. */
  onDiscard: () => void;
  discarding: boolean;
}

/** 'Payment Issue' (specification §4, Fast Track failure): answered with one of its two buttons. */
export function PaymentIssueDialog({ open, onTryAgain, onDiscard, discarding }: PaymentIssueDialogProps) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  return (
    <Dialog
      open={open}
      title={t('booking.paymentIssue.title')}
      actions={
        <>
          <Button onClick={onTryAgain} disabled={discarding}>
            {t('common:booking.tryPaymentAgain')}
          </Button>
          <Button variant="secondary" onClick={onDiscard} loading={discarding}>
            {t('common:booking.discard')}
          </Button>
        </>
      }
    >
      <p>{t('booking.paymentIssue.message')}</p>
    </Dialog>
  );
}
