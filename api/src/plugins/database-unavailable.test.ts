import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './envelope';

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot be reached or is not taking work now', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // Drizzle wraps the driver's error: the code is in `cause`.
    const wrapped = (code: string) => Object.assign(new Error('Failed query: select 1'), { cause: { code } });
    for (const code of ['57P01', '57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(wrapped(code)), code).toBe(true);
    }
  });

  it('leaves every other failure to be what it is', () => {
    for (const code of ['23505', '23514', '22P02', '42P01', '40001']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('Failed query'), { cause: { code } })), code).toBe(
        false,
      );
    }
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    // A failed query's text that merely mentions a connection is not an outage.
    expect(isDatabaseUnavailable(new Error('Failed query: select "Connection terminated"'))).toBe(false);
  });
});
