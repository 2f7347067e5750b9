/**
 * What the browser knows of the payment host's pages, without any schema (the shell loads it at
 * start-up): the return to the portal's home, and where Worldline serves its tokenizer script.
 */

/**
 * The payment host's return to the portal's home page: `/?paymentId=…` with a MAC the API checks.
 * The sandbox's own pages name the MAC `mac`; Worldline, and the API for a payment it created with
 * a hosted tokenization, `RETURNMAC`. Either is handed to the finish check as `mac`.
 */
export const PAYMENT_RETURN_PARAMS = {
  paymentId: 'paymentId',
  /** Worldline's name (`merchantAction.redirectData.RETURNMAC` of createPayment). */
  returnMac: 'RETURNMAC',
  /** The sandbox's create-payment and 3-D Secure pages' name. */
  mac: 'mac',
} as const;

/**
 * Worldline's tokenizer script, on the host of the hosted tokenization page (`hostedTokenizationUrl`);
 * the payment sandbox serves its stand-in at the same path.
 */
export const TOKENIZER_SCRIPT_PATH = '/hostedtokenization/js/client/tokenizer.min.js';

/** The tokenizer script for a hosted tokenization page. */
export const tokenizerScriptUrl = (hostedTokenizationUrl: string): string =>
  `${new URL(hostedTokenizationUrl).origin}${TOKENIZER_SCRIPT_PATH}`;
