import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { primeCardEntry } from './shared/src/payments/card-entry-state';

// A screen's first render loads its lazy page and its texts; on a busy 2-core machine that takes
// longer than testing-library's 1 s default for `findBy…` and `waitFor` (a test that waits for
// something that never comes still fails, only later).
configure({ asyncUtilTimeout: 5_000 });

// New cards are typed on the portal's page, as with the payment sandbox on this machine (the API's
// answer to `/pay/card-entry`); a test of hosted tokenization primes that entry instead.
beforeEach(() => primeCardEntry('sandbox-page'));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
