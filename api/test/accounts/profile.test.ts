import { ErrorCode, orderMsg } from '@portal/shared/contracts';
import {
  changePassword,
  login,
  MAX_LOGIN_FAILURES,
  updateProfile,
  userInfo,
} from '@portal/shared/contracts/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import { call, failureWithDetails, signUp, uniqueIp } from './helpers';

const profileInput = {
  firstName: 'Maria',
  lastName: 'Lopez',
  mobileNoPrefix: '34',
  mobileNo: '612 345 678',
};

describe.each(databaseTargets)('profile and password change on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('answers 20002 on every profile endpoint without a live token, whatever the body', async () => {
    for (const contract of [userInfo, updateProfile, changePassword]) {
      failure(await call(t, contract, {}), 200, ErrorCode.SESSION_EXPIRED);
      failure(
        await call(t, contract, { userId: 1 }, { authorization: 'x'.repeat(43) }),
        200,
        ErrorCode.SESSION_EXPIRED,
      );
    }
  });

  it('updates the caller’s own profile only; an invalid phone is refused and changes nothing', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const before = okResult(userInfo, await call(t, userInfo, {}, { authorization: me.token }));

    for (const bad of [
      { ...profileInput, mobileNo: '12' },
      { ...profileInput, mobileNoPrefix: '+999' },
      { ...profileInput, mobileNo: "1' or '1'='1" },
      { ...profileInput, firstName: 'M4ria' },
      { ...profileInput, firstName: 'x'.repeat(10_000) },
      { ...profileInput, email: other.email },
      { ...profileInput, userId: 1 },
      { firstName: 'Maria' },
    ]) {
      failure(await call(t, updateProfile, bad, { authorization: me.token }), 400, ErrorCode.BAD_REQUEST);
    }
    expect(okResult(userInfo, await call(t, userInfo, {}, { authorization: me.token }))).toEqual(before);

    const updated = okResult(
      updateProfile,
      await call(
        t,
        updateProfile,
        { ...profileInput, marketingOptIn: true, language: 'pt-BR' },
        { authorization: me.token },
      ),
    );
    expect(updated).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: me.email,
      mobileNoPrefix: '+34',
      mobileNo: '612345678',
      code: '34',
      mobileCountry: 'Spain',
      marketingOptIn: true,
      language: 'pt-BR',
    });
    expect(okResult(userInfo, await call(t, userInfo, {}, { authorization: me.token }))).toEqual(updated);
    expect(okResult(userInfo, await call(t, userInfo, {}, { authorization: other.token }))).toMatchObject({
      firstName: 'Ana',
      email: other.email,
    });
  });

  it('refuses a wrong current password; the right one changes it and ends only the other sessions', async () => {
    const me = await signUp(t);
    const phone = okResult(login, await call(t, login, { email: me.email, password: me.password }));

    failure(
      await call(
        t,
        changePassword,
        { oldPassword: 'Not-mine1', password: 'Changed-pw9' },
        { authorization: me.token },
      ),
      200,
      ErrorCode.PASSWORD_INCORRECT,
    );
    okResult(orderMsg, await call(t, orderMsg, {}, { authorization: phone.token }));
    for (const bad of [
      { oldPassword: me.password, password: 'weak' },
      { oldPassword: me.password, password: 'Changed-pw9', userId: 1 },
      { oldPassword: 'x'.repeat(10_000), password: 'Changed-pw9' },
      { password: 'Changed-pw9' },
    ]) {
      failure(await call(t, changePassword, bad, { authorization: me.token }), 400, ErrorCode.BAD_REQUEST);
    }
    okResult(login, await call(t, login, { email: me.email, password: me.password }));

    expect(
      okResult(
        changePassword,
        await call(
          t,
          changePassword,
          { oldPassword: me.password, password: 'Changed-pw9' },
          { authorization: me.token },
        ),
      ),
    ).toBeNull();
    okResult(orderMsg, await call(t, orderMsg, {}, { authorization: me.token }));
    failure(await call(t, orderMsg, {}, { authorization: phone.token }), 200, ErrorCode.SESSION_EXPIRED);
    okResult(login, await call(t, login, { email: me.email, password: 'Changed-pw9' }));
    await t.app.services.mail.flush();
    expect(t.app.services.mail.lastTo(me.email)?.subject).toBe('Your password has been changed');
  });

  it('counts wrong current passwords toward the login lock: locked like login, then refused even with the right one', async () => {
    const me = await signUp(t);
    const [here, elsewhere] = [uniqueIp(), uniqueIp()];
    const change = (oldPassword: string, ip: string) =>
      call(t, changePassword, { oldPassword, password: 'Changed-pw9' }, { authorization: me.token }, ip);

    for (let n = 1; n < MAX_LOGIN_FAILURES; n += 1) {
      failure(await change('Not-mine1', here), 200, ErrorCode.PASSWORD_INCORRECT);
    }
    const { details } = failureWithDetails(await change('Not-mine1', here), 200, ErrorCode.ACCOUNT_LOCKED);
    expect(details?.lockSeconds).toBeGreaterThan(0);
    // Locked: the right current password changes nothing, and login from this address is locked too.
    failureWithDetails(await change(me.password, here), 200, ErrorCode.ACCOUNT_LOCKED);
    failureWithDetails(
      await call(t, login, { email: me.email, password: me.password }, {}, here),
      200,
      ErrorCode.ACCOUNT_LOCKED,
    );
    // The lock follows the address: elsewhere the old password still logs in and can be changed.
    okResult(login, await call(t, login, { email: me.email, password: me.password }, {}, elsewhere));
    expect(okResult(changePassword, await change(me.password, elsewhere))).toBeNull();
  });

  it('changes the password of the token’s owner, never another account', async () => {
    const me = await signUp(t);
    const other = await signUp(t, { password: 'Other-pass7' });
    failure(
      await call(
        t,
        changePassword,
        { oldPassword: other.password, password: 'Hijacked-9' },
        { authorization: me.token },
      ),
      200,
      ErrorCode.PASSWORD_INCORRECT,
    );
    okResult(login, await call(t, login, { email: other.email, password: other.password }));
  });
});
