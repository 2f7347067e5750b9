import { ErrorCode } from '@portal/shared/contracts';
import {
  mintActivationCodes,
  regActivationCheckUserInfo,
  regActivationCreate,
  regActivationVerify,
  regCardCheckUserInfo,
  regCardCreate,
  regCardVerify,
  userInfo,
} from '@portal/shared/contracts/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACTIVATION_CODES,
  DEMO_CARD_NUMBER,
  DEMO_CLASSIC_CARD_NUMBER,
  DEMO_EMAIL,
} from '../../src/db/seed/demo';
import { SIGNUP_DETAILS_MAX_CHECKS } from '../../src/services/accounts/account-rules';
import { failure, okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';
import {
  call,
  count,
  details,
  failureWithDetails,
  mintCode,
  newCardNumber,
  signUp,
  uniqueEmail,
  VALID_PASSWORD,
} from './helpers';

describe.each(databaseTargets)('sign-up on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  const verifyCard = async (cardNumber: string) =>
    okResult(regCardVerify, await call(t, regCardVerify, { cardNumber }));

  it('signs up by card: logged in, the name answered, the welcome mail sent, only a fingerprint kept', async () => {
    const email = uniqueEmail('card');
    const cardNumber = newCardNumber();
    const started = await verifyCard(cardNumber.replace(/(\d{4})/g, '$1 '));
    expect(started).toMatchObject({ expiresInSeconds: 1800, cardLevel: 'Premium' });
    expect(started.signupId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const checked = okResult(
      regCardCheckUserInfo,
      await call(t, regCardCheckUserInfo, details(started.signupId, email)),
    );
    expect(checked.signupId).toBe(started.signupId);
    expect(checked.expiresInSeconds).toBeLessThanOrEqual(1800);

    const created = okResult(
      regCardCreate,
      await call(
        t,
        regCardCreate,
        { signupId: started.signupId, password: VALID_PASSWORD, termsAgreed: true, marketingOptIn: true },
        { 'accept-language': 'es-ES,es;q=0.9' },
      ),
    );
    expect(created).toMatchObject({ firstName: 'Ana', lastName: 'Silva', email });

    const info = okResult(userInfo, await call(t, userInfo, {}, { authorization: created.token }));
    expect(info).toMatchObject({
      email,
      mobileNoPrefix: '+44',
      mobileNo: '7400123456',
      code: '44',
      mobileCountry: 'United Kingdom',
      language: 'es-ES',
      marketingOptIn: true,
      cardLevel: 'Premium',
    });

    await t.app.services.mail.flush();
    const welcome = t.app.services.mail.lastTo(email);
    expect(welcome?.subject).toBe('Bienvenido a Servicios Aeroportuarios');
    expect(welcome?.text).toContain('Premium');
    // Premium offers every service: the mail promises all three.
    expect(welcome?.text).toContain(
      'Ya puede reservar traslados al aeropuerto, asistencia en el aeropuerto y Fast Track con los beneficios de su tarjeta.',
    );
    expect(welcome?.html).toContain('<html lang="es-ES">');

    const cards = await t.database.rows<Record<string, unknown>>(sql`select * from registered_cards`);
    const stored = JSON.stringify(cards);
    expect(stored).not.toContain(cardNumber);
    expect(stored).toContain(cardNumber.slice(-4));
    expect(cards.some((c) => c.bin === cardNumber.slice(0, 6))).toBe(true);
    expect(await count(t, 'signup_sessions')).toBe(0);
  });

  it('takes the sign-up without a contact number (the specification does not ask for one); a given one must be valid', async () => {
    const email = uniqueEmail('nophone');
    const started = await verifyCard(newCardNumber());
    const { mobileNoPrefix, mobileNo, mobileCountry, ...withoutPhone } = details(started.signupId, email);
    // A given number is still checked...
    failure(
      await call(t, regCardCheckUserInfo, { ...withoutPhone, mobileNoPrefix: '', mobileNo: '7400123456' }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    failure(
      await call(t, regCardCheckUserInfo, { ...withoutPhone, mobileNoPrefix, mobileNo: '12' }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    // ...a number first given and then left out is forgotten (a calling code alone is no number).
    okResult(regCardCheckUserInfo, await call(t, regCardCheckUserInfo, details(started.signupId, email)));
    okResult(
      regCardCheckUserInfo,
      await call(t, regCardCheckUserInfo, { ...withoutPhone, mobileNoPrefix, mobileNo: ' ', mobileCountry }),
    );
    const created = okResult(
      regCardCreate,
      await call(t, regCardCreate, {
        signupId: started.signupId,
        password: VALID_PASSWORD,
        termsAgreed: true,
      }),
    );
    expect(okResult(userInfo, await call(t, userInfo, {}, { authorization: created.token }))).toMatchObject({
      email,
      mobileNoPrefix: null,
      mobileNo: null,
      code: null,
      mobileCountry: null,
    });

    // The activation channel too, with no phone fields at all.
    const code = await mintCode(t);
    const activation = okResult(
      regActivationVerify,
      await call(t, regActivationVerify, { activationCode: code }),
    );
    const other = uniqueEmail('nophone');
    okResult(
      regActivationCheckUserInfo,
      await call(t, regActivationCheckUserInfo, {
        ...withoutPhone,
        signupId: activation.signupId,
        email: other,
      }),
    );
    okResult(
      regActivationCreate,
      await call(t, regActivationCreate, {
        signupId: activation.signupId,
        password: VALID_PASSWORD,
        termsAgreed: true,
      }),
    );
  });

  it('refuses a number registered before, at step 1', async () => {
    const cardNumber = newCardNumber();
    await signUp(t, { credential: cardNumber });
    failure(await call(t, regCardVerify, { cardNumber }), 200, ErrorCode.NUMBER_REGISTERED);
  });

  it('refuses numbers that fail Luhn, are outside the Diners ranges, too short or not digits', async () => {
    const bad = [
      '30569309025905', // Luhn fails
      '4111111111111111', // Visa
      '3056930902', // too short
      '3056-9309-0259-04',
      "30569309025904' or '1'='1",
      '',
    ];
    for (const cardNumber of bad) {
      failure(await call(t, regCardVerify, { cardNumber }), 200, ErrorCode.MEMBERSHIP_INVALID);
    }
    expect(await count(t, 'signup_sessions')).toBe(0);
  });

  it('gives the card level of the range: classic for 36', async () => {
    expect((await verifyCard(DEMO_CLASSIC_CARD_NUMBER)).cardLevel).toBe('Classic');
    expect((await verifyCard(DEMO_CARD_NUMBER)).cardLevel).toBe('Premium');
  });

  it('answers EMAIL_EXISTS at step 2 (any case) and again at step 3 when the address was taken meanwhile', async () => {
    const started = await verifyCard(newCardNumber());
    failure(
      await call(t, regCardCheckUserInfo, details(started.signupId, DEMO_EMAIL.toUpperCase())),
      200,
      ErrorCode.EMAIL_EXISTS,
    );

    const email = uniqueEmail('race');
    okResult(regCardCheckUserInfo, await call(t, regCardCheckUserInfo, details(started.signupId, email)));
    await signUp(t, { email });
    const users = await count(t, 'users');
    failure(
      await call(t, regCardCreate, {
        signupId: started.signupId,
        password: VALID_PASSWORD,
        termsAgreed: true,
      }),
      200,
      ErrorCode.EMAIL_EXISTS,
    );
    expect(await count(t, 'users')).toBe(users);
  });

  it('answers SIGNUP_SESSION_EXPIRED for an unknown, expired, other-channel or unfinished sign-up', async () => {
    const unknown = 'A'.repeat(43);
    failure(
      await call(t, regCardCheckUserInfo, details(unknown, uniqueEmail('x'))),
      200,
      ErrorCode.SIGNUP_SESSION_EXPIRED,
    );

    const unfinished = await verifyCard(newCardNumber());
    failure(
      await call(t, regCardCreate, {
        signupId: unfinished.signupId,
        password: VALID_PASSWORD,
        termsAgreed: true,
      }),
      200,
      ErrorCode.SIGNUP_SESSION_EXPIRED,
    );
    failure(
      await call(t, regActivationCheckUserInfo, details(unfinished.signupId, uniqueEmail('x'))),
      200,
      ErrorCode.SIGNUP_SESSION_EXPIRED,
    );

    const started = await verifyCard(newCardNumber());
    const email = uniqueEmail('late');
    okResult(regCardCheckUserInfo, await call(t, regCardCheckUserInfo, details(started.signupId, email)));
    await t.database.rows(sql`update signup_sessions set expires_at = now() - interval '1 second'`);
    const users = await count(t, 'users');
    failure(
      await call(t, regCardCreate, {
        signupId: started.signupId,
        password: VALID_PASSWORD,
        termsAgreed: true,
      }),
      200,
      ErrorCode.SIGNUP_SESSION_EXPIRED,
    );
    expect(await count(t, 'users')).toBe(users);
  });

  it('uses a sign-up once: a replayed last step answers SIGNUP_SESSION_EXPIRED', async () => {
    const started = await verifyCard(newCardNumber());
    okResult(
      regCardCheckUserInfo,
      await call(t, regCardCheckUserInfo, details(started.signupId, uniqueEmail('once'))),
    );
    const body = { signupId: started.signupId, password: VALID_PASSWORD, termsAgreed: true };
    okResult(regCardCreate, await call(t, regCardCreate, body));
    failure(await call(t, regCardCreate, body), 200, ErrorCode.SIGNUP_SESSION_EXPIRED);
  });

  it('refuses the same card finished twice from two sign-ups (NUMBER_REGISTERED, nothing created)', async () => {
    const cardNumber = newCardNumber();
    const first = await verifyCard(cardNumber);
    const second = await verifyCard(cardNumber);
    for (const s of [first, second]) {
      okResult(
        regCardCheckUserInfo,
        await call(t, regCardCheckUserInfo, details(s.signupId, uniqueEmail('twice'))),
      );
    }
    okResult(
      regCardCreate,
      await call(t, regCardCreate, { signupId: first.signupId, password: VALID_PASSWORD, termsAgreed: true }),
    );
    const users = await count(t, 'users');
    failure(
      await call(t, regCardCreate, {
        signupId: second.signupId,
        password: VALID_PASSWORD,
        termsAgreed: true,
      }),
      200,
      ErrorCode.NUMBER_REGISTERED,
    );
    expect(await count(t, 'users')).toBe(users);
  });

  it('signs up by activation code, which then cannot be used again', async () => {
    const code = await mintCode(t, 'classic');
    const started = okResult(
      regActivationVerify,
      await call(t, regActivationVerify, { activationCode: ` ${code.toLowerCase()} ` }),
    );
    expect(started.cardLevel).toBe('Classic');
    const email = uniqueEmail('act');
    okResult(
      regActivationCheckUserInfo,
      await call(t, regActivationCheckUserInfo, details(started.signupId, email)),
    );
    const created = okResult(
      regActivationCreate,
      await call(t, regActivationCreate, {
        signupId: started.signupId,
        password: VALID_PASSWORD,
        termsAgreed: true,
        language: 'pt-BR',
      }),
    );
    expect(created.email).toBe(email);
    const info = okResult(userInfo, await call(t, userInfo, {}, { authorization: created.token }));
    expect(info).toMatchObject({ cardLevel: 'Classic', language: 'pt-BR' });
    // Classic has no Transport: its welcome mail does not promise it.
    await t.app.services.mail.flush();
    const welcome = t.app.services.mail.lastTo(email);
    expect(welcome?.text).toContain(
      'Agora você pode reservar assistência no aeroporto e Fast Track com os benefícios do seu cartão.',
    );
    expect(welcome?.text).not.toMatch(/transporte|traslado/i);
    failure(await call(t, regActivationVerify, { activationCode: code }), 200, ErrorCode.NUMBER_REGISTERED);
    const [row] = await t.database.rows<{ used_by: number | null }>(
      sql`select used_by from activation_codes where code = ${code}`,
    );
    expect(row?.used_by).not.toBeNull();
  });

  it('marks the code used in the same transaction: two sign-ups with one code create one account', async () => {
    const code = await mintCode(t);
    const a = okResult(regActivationVerify, await call(t, regActivationVerify, { activationCode: code }));
    const b = okResult(regActivationVerify, await call(t, regActivationVerify, { activationCode: code }));
    for (const s of [a, b]) {
      okResult(
        regActivationCheckUserInfo,
        await call(t, regActivationCheckUserInfo, details(s.signupId, uniqueEmail('one-code'))),
      );
    }
    const users = await count(t, 'users');
    const answers = await Promise.all(
      [a, b].map((s) =>
        call(t, regActivationCreate, { signupId: s.signupId, password: VALID_PASSWORD, termsAgreed: true }),
      ),
    );
    const states = answers.map((r) => r.json() as { state: string; errorCode: number | null });
    expect(states.filter((s) => s.state === '1')).toHaveLength(1);
    expect(states.filter((s) => s.errorCode === ErrorCode.NUMBER_REGISTERED)).toHaveLength(1);
    expect(await count(t, 'users')).toBe(users + 1);
  });

  it('keeps the seeded demo codes and refuses unknown or SQL-looking codes', async () => {
    const [row] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from activation_codes where code in ${DEMO_ACTIVATION_CODES}`,
    );
    expect(Number(row?.n)).toBe(4);
    for (const activationCode of ['NOPE0001', "' OR 1=1 --", 'DEMOACT0001; drop table users']) {
      failure(await call(t, regActivationVerify, { activationCode }), 200, ErrorCode.MEMBERSHIP_INVALID);
    }
  });

  it('refuses bad and hostile bodies with 400 and changes nothing', async () => {
    const started = await verifyCard(newCardNumber());
    const good = details(started.signupId, uniqueEmail('hostile'));
    const before = { users: await count(t, 'users'), signups: await count(t, 'signup_sessions') };
    const bad: Array<[typeof regCardVerify | typeof regCardCheckUserInfo | typeof regCardCreate, unknown]> = [
      [regCardVerify, {}],
      [regCardVerify, { cardNumber: 30569309025904 }],
      [regCardVerify, { cardNumber: '3'.repeat(10_000) }],
      [regCardVerify, { cardNumber: DEMO_CARD_NUMBER, userId: 1 }],
      [regCardVerify, '{"cardNumber": '],
      [regCardCheckUserInfo, { ...good, email: 'not-an-email' }],
      [regCardCheckUserInfo, { ...good, firstName: 'Ana1' }],
      [regCardCheckUserInfo, { ...good, firstName: 'x'.repeat(10_000) }],
      [regCardCheckUserInfo, { ...good, email: "a'; drop table users; --@portal.test" }],
      [regCardCheckUserInfo, { ...good, mobileNo: '123' }],
      [regCardCheckUserInfo, { ...good, mobileNoPrefix: '+999' }],
      [regCardCheckUserInfo, { ...good, userId: 1 }],
      [regCardCheckUserInfo, { ...good, signupId: "'; select 1; --" }],
      [regCardCreate, { signupId: started.signupId, password: 'short', termsAgreed: true }],
      [regCardCreate, { signupId: started.signupId, password: VALID_PASSWORD, termsAgreed: false }],
      [regCardCreate, { signupId: started.signupId, password: VALID_PASSWORD }],
      [
        regCardCreate,
        { signupId: started.signupId, password: VALID_PASSWORD, termsAgreed: true, cardLevelId: 1 },
      ],
      [regCardCreate, { signupId: started.signupId, password: 'Aa1'.repeat(3_400), termsAgreed: true }],
    ];
    for (const [contract, body] of bad) {
      failure(await call(t, contract, body), 400, ErrorCode.BAD_REQUEST);
    }
    expect({ users: await count(t, 'users'), signups: await count(t, 'signup_sessions') }).toEqual(before);
  });

  it('mints activation codes for the operator only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/operator/activation-codes',
      headers: { 'x-operator-key': t.config.operatorKey },
      payload: { count: 3, cardLevel: 'premium' },
    });
    const { codes } = okResult(mintActivationCodes, response);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^ACT[A-Z2-9]{12}$/);

    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/operator/activation-codes',
      payload: { count: 1, cardLevel: 'premium' },
    });
    failure(denied, 403, ErrorCode.OPERATOR_KEY_INVALID);
    const unknownLevel = await t.app.inject({
      method: 'POST',
      url: '/api/operator/activation-codes',
      headers: { 'x-operator-key': t.config.operatorKey },
      payload: { count: 1, cardLevel: 'gold' },
    });
    failure(unknownLevel, 200, ErrorCode.NOT_FOUND);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/operator/activation-codes',
      headers: { 'x-operator-key': t.config.operatorKey },
      payload: { count: 1000, cardLevel: 'premium' },
    });
    failure(tooMany, 400, ErrorCode.BAD_REQUEST);
  });

  it('answers step 2 at most SIGNUP_DETAILS_MAX_CHECKS times per sign-up, whatever the answer; another sign-up is not affected', async () => {
    const started = await verifyCard(newCardNumber());
    const codes: Array<number | null> = [];
    for (let n = 0; n < SIGNUP_DETAILS_MAX_CHECKS; n += 1) {
      const email = n % 2 ? uniqueEmail('probe') : DEMO_EMAIL;
      const response = await call(t, regCardCheckUserInfo, details(started.signupId, email));
      codes.push((response.json() as { errorCode: number | null }).errorCode);
    }
    // The specification's answer stays while the sign-up has checks left.
    expect(codes).toEqual(
      Array.from({ length: SIGNUP_DETAILS_MAX_CHECKS }, (_, n) => (n % 2 ? null : ErrorCode.EMAIL_EXISTS)),
    );
    const { details: wait } = failureWithDetails(
      await call(t, regCardCheckUserInfo, details(started.signupId, DEMO_EMAIL)),
      200,
      ErrorCode.RATE_LIMITED,
    );
    expect(wait?.retryAfterSeconds).toBeGreaterThan(1700);
    expect(wait?.retryAfterSeconds).toBeLessThanOrEqual(1800);

    const next = await verifyCard(newCardNumber());
    failure(
      await call(t, regCardCheckUserInfo, details(next.signupId, DEMO_EMAIL)),
      200,
      ErrorCode.EMAIL_EXISTS,
    );
  });
});
