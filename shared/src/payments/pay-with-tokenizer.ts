import { ErrorCode } from '@portal/shared/contracts';
import { type PaymentSession, payWithHostedTokenization } from '@portal/shared/contracts/payments';
import { type ApiOutcome, callApi } from '@portal/shared/http';
import { openDialog, type PendingReturn, savePendingHostPayment } from '@portal/shared/stores';
import type { PayWithHostResult } from './pay-with-host-result';
import { clearPending, savePending } from './pending-note';

/**
 * Pays with Worldline's hosted tokenization: the shell's card dialog shows the host's card page
 * (its tokenizer's iframe) and submits the card there, then the API creates the payment for the
 * session and answers where to go: the issuer's 3-D Secure page, or home with the outcome. The
 * note for the return (and the payment's id, for a host that returns with its RETURNMAC alone) is
 * kept only once the browser is about to leave.
 */
export async function payWithTokenizer(
  session: PaymentSession,
  hostedTokenizationUrl: string,
  pending: PendingReturn,
): Promise<PayWithHostResult> {
  let hostedTokenizationId: string | null = null;
  const action = await openDialog({
    kind: 'hostedCardEntry',
    hostedTokenizationUrl,
    amount: session.amount,
    onTokenized: (id) => {
      hostedTokenizationId = id;
    },
  });
  if (action !== 'confirm' || hostedTokenizationId === null) return { kind: 'cancelled' };

  savePending(pending);
  let answer: ApiOutcome<{ paymentId: string; redirectUrl: string }>;
  try {
    answer = await callApi(payWithHostedTokenization, { sessionId: session.sessionId, hostedTokenizationId });
  } catch {
    clearPending(pending);
    return { kind: 'connection' };
  }
  if (!answer.ok) {
    clearPending(pending);
    // An expired session has already been sent to /page-timeout by the http client.
    if (answer.errorCode === ErrorCode.SESSION_EXPIRED) return { kind: 'connection' };
    return { kind: 'apiError', errorCode: answer.errorCode, message: answer.message };
  }
  savePendingHostPayment(answer.result.paymentId);
  return { kind: 'redirect', url: answer.result.redirectUrl };
}
