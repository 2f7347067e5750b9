import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first render loads its lazy page and its texts; on a busy 2-core machine that takes
// longer than testing-library's 1 s default for `findBy…` and `waitFor` (a test that waits for
// something that never comes still fails, only later).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
