import { ErrorCode } from '@portal/shared/contracts';
import { useTranslation } from '@portal/shared/i18n';
import type { DialogAction, DialogRequest } from '@portal/shared/stores';
import { Alert, Button, Dialog, focusableWithin } from '@portal/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './hosted-card-dialog.module.css';
import { loadTokenizer, type TokenizerInstance } from './load-tokenizer';

export type HostedCardRequest = Extract<DialogRequest, { kind: 'hostedCardEntry' }>;

export interface HostedCardDialogProps {
  request: HostedCardRequest;
  onAnswer: (action: DialogAction) => void;
}

type Stage = 'loading' | 'ready' | 'paying' | 'unavailable';

/**
 * The card entry of Worldline's hosted tokenization, as a dialog over the page being paid from:
 * the host's tokenizer shows its card page in an iframe (the card never touches the portal's
 * page), Pay submits it to the host and hands the session's id on; the payment itself is the
 * API's. A card the host refuses leaves the dialog open with the payment-unsuccessful message.
 */
function HostedCardDialog({ request, onAnswer }: HostedCardDialogProps) {
  const { t } = useTranslation('checkout');
  const frameId = `hosted-card-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const frameRef = useRef<HTMLDivElement>(null);
  const tokenizer = useRef<TokenizerInstance | null>(null);
  const [stage, setStage] = useState<Stage>('loading');
  const [error, setError] = useState<string | null>(null);
  const { hostedTokenizationUrl } = request;

  useEffect(() => {
    let live = true;
    let instance: TokenizerInstance | null = null;
    loadTokenizer(hostedTokenizationUrl)
      .then((Tokenizer) => {
        if (!live) return;
        instance = new Tokenizer(hostedTokenizationUrl, frameId, { hideCardholderName: false });
        tokenizer.current = instance;
        return instance.initialize().then(() => {
          if (!live) return;
          const frame = frameRef.current?.querySelector('iframe');
          frame?.setAttribute('title', t('payment.hostedCard.frameTitle'));
          setStage('ready');
          frame?.focus();
        });
      })
      .catch(() => {
        if (!live) return;
        setStage('unavailable');
        setError(t('payment.hostedCard.unavailable'));
      });
    return () => {
      live = false;
      instance?.destroy();
      tokenizer.current = null;
    };
  }, [hostedTokenizationUrl, frameId, t]);

  const pay = async () => {
    const current = tokenizer.current;
    if (!current || stage !== 'ready') return;
    setStage('paying');
    setError(null);
    const result = await current.submitTokenization().catch(() => null);
    if (result?.success && result.hostedTokenizationId) {
      request.onTokenized(result.hostedTokenizationId);
      onAnswer('confirm');
      return;
    }
    setStage('ready');
    setError(t(`common:errors.${ErrorCode.PAYMENT_UNSUCCESSFUL}`));
  };

  // The dialog's trap sees no key pressed inside the host's iframe (another origin's document):
  // Shift+Tab out of it would leave the dialog for the page behind. Focus landing outside every
  // dialog goes back to this one's last button instead.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const dialog = frameRef.current?.closest<HTMLElement>('[role="dialog"]');
      const target = event.target instanceof Element ? event.target : null;
      if (!dialog || target?.closest('[role="dialog"]')) return;
      focusableWithin(dialog).at(-1)?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  return (
    <Dialog
      open
      title={t('payment.hostedCard.title')}
      onClose={() => onAnswer('close')}
      actions={
        <>
          <Button variant="secondary" onClick={() => onAnswer('close')}>
            {t('payment.hostedCard.cancel')}
          </Button>
          <Button
            onClick={() => void pay()}
            loading={stage === 'paying'}
            disabled={stage === 'loading' || stage === 'unavailable'}
          >
            {request.amount > 0 ? t('payment.hostedCard.pay') : t('payment.hostedCard.continue')}
          </Button>
        </>
      }
    >
      <p className={styles.note}>{t('payment.hostedCard.note')}</p>
      {error && (
        <Alert tone="error" className={styles.alert}>
          {error}
        </Alert>
      )}
      {stage === 'loading' && <p role="status">{t('payment.hostedCard.loading')}</p>}
      <div id={frameId} ref={frameRef} className={styles.frame} />
    </Dialog>
  );
}

export default HostedCardDialog;
