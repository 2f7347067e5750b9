import { logout } from '@portal/shared/contracts';
import * as accounts from '@portal/shared/contracts/accounts';
import { describe, expect, it } from 'vitest';

describe('session contracts', () => {
  it('serves logout from the light contracts module, the same one the accounts module re-exports', () => {
    expect(logout).toMatchObject({ method: 'POST', path: '/login/logout-by-token', auth: 'user' });
    expect(accounts.logout).toBe(logout);
  });
});
