import { tokenizerScriptUrl } from '@portal/shared/contracts';

/** What Worldline's `tokenizer.submitTokenization()` resolves with. */
export interface TokenizerResult {
  success: boolean;
  /** The hosted tokenization's id (the session the API opened), when `success`. */
  hostedTokenizationId?: string;
  error?: { message?: string };
}

/** Worldline's `Tokenizer` (its `tokenizer.min.js`, or the payment sandbox's stand-in). */
export interface TokenizerInstance {
  /** Shows the host's card page in an iframe inside the element; rejects when it cannot. */
  initialize(): Promise<void>;
  /** Sends the card from the iframe to the host. */
  submitTokenization(): Promise<TokenizerResult>;
  destroy(): void;
}

export type TokenizerConstructor = new (
  hostedTokenizationUrl: string,
  elementId: string,
  options: { hideCardholderName?: boolean },
) => TokenizerInstance;

const globalTokenizer = (): TokenizerConstructor | undefined =>
  (window as unknown as { Tokenizer?: TokenizerConstructor }).Tokenizer;

const loads = new Map<string, Promise<TokenizerConstructor>>();

/**
 * Worldline's `Tokenizer`, its script loaded once from the host of the hosted tokenization page
 * (the pages' CSP allows the configured payment host's scripts). A failed load is tried afresh next
 * time.
 */
export const loadTokenizer = (hostedTokenizationUrl: string): Promise<TokenizerConstructor> => {
  const present = globalTokenizer();
  if (present) return Promise.resolve(present);
  const src = tokenizerScriptUrl(hostedTokenizationUrl);
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<TokenizerConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const loaded = globalTokenizer();
      if (loaded) resolve(loaded);
      else reject(new Error('the tokenizer script defines no Tokenizer'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('the tokenizer script did not load'));
    };
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  loading.catch(() => loads.delete(src));
  return loading;
};
