import type { CardEntry } from '@portal/shared/contracts/payments';

/** What this page knows of the card entry (`card-entry.ts` reads it), without a module to load. */
export const cardEntryState: { known: CardEntry | null; reading: Promise<CardEntry> | null } = {
  known: null,
  reading: null,
};

/**
 * Sets what is known of the card entry (null: nothing, the next use asks the API). The DOM tests'
 * setup primes the sandbox's page, as on this machine; a test of hosted tokenization primes that.
 */
export function primeCardEntry(entry: CardEntry | null): void {
  cardEntryState.known = entry;
  cardEntryState.reading = null;
}
