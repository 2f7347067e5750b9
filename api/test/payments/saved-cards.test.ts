import { ErrorCode } from '@portal/shared/contracts';
import {
  addCard,
  cardEntry,
  cardList,
  createPaymentSession,
  deleteCard,
  finishAddCard,
  setDefaultCard,
} from '@portal/shared/contracts/payments';
import { sql } from 'drizzle-orm';
import { PUBLISHED_TEST_NUMBERS } from 'payment-sandbox';
import { futureExpiry } from 'payment-sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, okResult } from '../helpers/envelope';
import { databaseTargets } from '../helpers/test-app';
import { type PaymentsHarness, PORTAL_URL, startPaymentsHarness } from './harness';

describe.each(databaseTargets)('saved payment cards on %s', (target) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(target);
  });
  afterAll(() => h?.close());

  const list = async (token: string) => okResult(cardList, await h.call(cardList, {}, token));
  const count = async (table: 'saved_cards' | 'payment_attempts', userId: number) => {
    const [row] = await h.t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.raw(table)} where user_id = ${userId}`,
    );
    return row?.n ?? -1;
  };
  const hostToken = async (token: string) => (await h.hostGet(`/tokens/${token}`)).status;
  const tokenOf = async (cardId: number) => {
    const [row] = await h.t.database.rows<{ token: string }>(
      sql`select token from saved_cards where id = ${cardId}`,
    );
    return row?.token ?? '';
  };

  it('adds each published test card after 3-D Secure, lists them with the first as default', async () => {
    const { token } = await h.newUser('all-cards');
    expect(await list(token)).toEqual([]);
    for (const number of PUBLISHED_TEST_NUMBERS) {
      const result = okResult(finishAddCard, await h.addCard(token, { number, holder: 'Alex Moreno' }));
      expect(result).toEqual({
        addCardSuccess: true,
        card: {
          id: expect.any(Number),
          brand: 'Diners Club',
          lastFour: number.slice(-4),
          expiry: futureExpiry(),
          holder: 'Alex Moreno',
          isDefault: number === PUBLISHED_TEST_NUMBERS[0],
        },
      });
    }
    const cards = await list(token);
    expect(cards.map((card) => card.lastFour).sort()).toEqual(
      PUBLISHED_TEST_NUMBERS.map((n) => n.slice(-4)).sort(),
    );
    expect(cards.filter((card) => card.isDefault).map((card) => card.lastFour)).toEqual(['0004']);
    expect(cards[0]?.isDefault).toBe(true);
  });

  it('tells the browser that new cards are typed on the sandbox’s page (a public read)', async () => {
    expect(okResult(cardEntry, await h.call(cardEntry, {}))).toEqual({ cardEntry: 'sandbox-page' });
  });

  it('opens a zero-amount session whose return URL is the portal home', async () => {
    const { token } = await h.newUser('session');
    const session = okResult(addCard, await h.call(addCard, { cardHolder: 'Alex Moreno' }, token));
    expect(session).toMatchObject({
      amount: 0,
      currency: 'USD',
      returnUrl: `${PORTAL_URL}/`,
      createPaymentUrl: `${h.sandbox.url}/ingenico/token-pay/create-payment`,
    });
  });

  it('sets the default, and deletes a card (and its token at the host)', async () => {
    const { token } = await h.newUser('default-delete');
    const first = okResult(finishAddCard, await h.addCard(token, { number: '36227206271667' })).card;
    const second = okResult(finishAddCard, await h.addCard(token, { number: '38520000023237' })).card;
    if (!first || !second) throw new Error('cards not added');
    expect(second.isDefault).toBe(false);

    okResult(setDefaultCard, await h.call(setDefaultCard, { id: second.id }, token));
    expect((await list(token)).map((card) => [card.id, card.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const secondToken = await tokenOf(second.id);
    expect(await hostToken(secondToken)).toBe(200);
    okResult(deleteCard, await h.call(deleteCard, { id: second.id }, token));
    expect(await hostToken(secondToken)).toBe(404);
    // The default was deleted: the remaining card takes over.
    expect(await list(token)).toEqual([{ ...first, isDefault: true }]);
    failure(await h.call(deleteCard, { id: second.id }, token), 200, ErrorCode.CARD_NOT_FOUND);
  });

  it("refuses another user's card id and changes nothing", async () => {
    const owner = await h.newUser('owner');
    const intruder = await h.newUser('intruder');
    const card = okResult(finishAddCard, await h.addCard(owner.token, { number: '3000000000000004' })).card;
    if (!card) throw new Error('card not added');
    okResult(finishAddCard, await h.addCard(intruder.token, { number: '38000000000006' }));
    const before = await list(owner.token);

    failure(await h.call(deleteCard, { id: card.id }, intruder.token), 200, ErrorCode.CARD_NOT_FOUND);
    failure(await h.call(setDefaultCard, { id: card.id }, intruder.token), 200, ErrorCode.CARD_NOT_FOUND);
    failure(await h.call(setDefaultCard, { id: 999_999 }, owner.token), 200, ErrorCode.CARD_NOT_FOUND);
    expect(await list(owner.token)).toEqual(before);
    expect((await list(intruder.token)).map((c) => c.isDefault)).toEqual([true]);
    expect(await hostToken(await tokenOf(card.id))).toBe(200);
    // Unknown fields such as a user id are refused outright.
    failure(
      await h.t.app.inject({
        method: 'POST',
        url: '/api/pay/delete-card',
        headers: { authorization: intruder.token },
        payload: { id: card.id, userId: owner.userId },
      }),
      400,
      ErrorCode.BAD_REQUEST,
    );
  });

  it('answers addCardSuccess false when 3-D Secure is denied or the issuer declines, and saves nothing', async () => {
    const { token, userId } = await h.newUser('denied');
    expect(okResult(finishAddCard, await h.addCard(token, { number: '36227206271667' }, 'deny'))).toEqual({
      addCardSuccess: false,
      card: null,
    });
    expect(okResult(finishAddCard, await h.addCard(token, { number: '36227206271667', cvc: '000' }))).toEqual(
      {
        addCardSuccess: false,
        card: null,
      },
    );
    expect(await count('saved_cards', userId)).toBe(0);
  });

  it('refuses the same card twice (CARD_ALREADY_ADDED) and deletes the second token at the host', async () => {
    const { token, userId } = await h.newUser('duplicate');
    okResult(finishAddCard, await h.addCard(token, { number: '3056930009020004', holder: 'Alex Moreno' }));
    const { paymentId, mac } = await h.startAndPay(token, {
      number: '3056 9300 0902 0004',
      holder: 'A. Moreno',
    });
    const message = failure(
      await h.call(finishAddCard, { paymentId, mac, cardHolder: 'A. Moreno' }, token),
      200,
      ErrorCode.CARD_ALREADY_ADDED,
    );
    expect(message).toBe('This card has already been added. If it needs updating, please delete and re-add.');
    expect(await count('saved_cards', userId)).toBe(1);
    const payment = (await h.hostGet(`/payments/${paymentId}`)).body as {
      paymentOutput: { cardPaymentMethodSpecificOutput: { token: string } };
    };
    const hostTokenId = payment.paymentOutput.cardPaymentMethodSpecificOutput.token;
    expect(hostTokenId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await hostToken(hostTokenId)).toBe(404);
    // Another user may add the same card.
    const other = await h.newUser('duplicate-other');
    expect(
      okResult(finishAddCard, await h.addCard(other.token, { number: '3056930009020004' })).addCardSuccess,
    ).toBe(true);
  });

  it('refuses a replayed, foreign, unknown or tampered payment id (PAYMENT_NOT_VERIFIABLE)', async () => {
    const alice = await h.newUser('alice');
    const mallory = await h.newUser('mallory');
    const { paymentId, mac } = await h.startAndPay(alice.token, { number: '38000000000006' });
    const finish = (token: string, input: { paymentId: string; mac?: string }) =>
      h.call(finishAddCard, { cardHolder: 'Alex Moreno', ...input }, token);

    // Foreign: Mallory presents Alice's payment; Alice can still finish it afterwards.
    failure(await finish(mallory.token, { paymentId, mac }), 200, ErrorCode.PAYMENT_NOT_VERIFIABLE);
    failure(await finish(mallory.token, { paymentId }), 200, ErrorCode.PAYMENT_NOT_VERIFIABLE);
    // Tampered MAC, unknown id.
    failure(
      await finish(alice.token, { paymentId, mac: 'x'.repeat(43) }),
      200,
      ErrorCode.PAYMENT_NOT_VERIFIABLE,
    );
    failure(await finish(alice.token, { paymentId: 'pay_unknown' }), 200, ErrorCode.PAYMENT_NOT_VERIFIABLE);
    // The host signs every return: Alice's own payment without its MAC was not returned by the host.
    failure(await finish(alice.token, { paymentId }), 200, ErrorCode.PAYMENT_NOT_VERIFIABLE);
    expect(await count('saved_cards', mallory.userId)).toBe(0);
    expect(await count('saved_cards', alice.userId)).toBe(0);

    expect(okResult(finishAddCard, await finish(alice.token, { paymentId, mac })).addCardSuccess).toBe(true);
    // Replayed (a reload of the return URL): refused, still one card.
    failure(await finish(alice.token, { paymentId, mac }), 200, ErrorCode.PAYMENT_NOT_VERIFIABLE);
    expect(await count('saved_cards', alice.userId)).toBe(1);
  });

  it('answers PAYMENT_HOST_UNAVAILABLE when the host is down or slow, and writes nothing half-way', async () => {
    const { token, userId } = await h.newUser('host-down');
    await h.faults({ failStatus: 503, count: 1 });
    failure(
      await h.call(addCard, { cardHolder: 'Alex Moreno' }, token),
      200,
      ErrorCode.PAYMENT_HOST_UNAVAILABLE,
    );
    expect(await count('payment_attempts', userId)).toBe(0);

    await h.faults({ delayMs: 6_000, count: 1 });
    const slow = Date.now();
    failure(
      await h.call(addCard, { cardHolder: 'Alex Moreno' }, token),
      200,
      ErrorCode.PAYMENT_HOST_UNAVAILABLE,
    );
    expect(Date.now() - slow).toBeLessThan(5_000);
    expect(await count('payment_attempts', userId)).toBe(0);

    const { paymentId, mac } = await h.startAndPay(token, { number: '36227206271667' });
    await h.faults({ delayMs: 6_000, count: 1 });
    const finish = () => h.call(finishAddCard, { paymentId, mac, cardHolder: 'Alex Moreno' }, token);
    failure(await finish(), 200, ErrorCode.PAYMENT_HOST_UNAVAILABLE);
    expect(await count('saved_cards', userId)).toBe(0);
    const [attempt] = await h.t.database.rows<{ status: string; payment_id: string | null }>(
      sql`select status, payment_id from payment_attempts where user_id = ${userId}`,
    );
    expect(attempt).toEqual({ status: 'OPEN', payment_id: null });
    // The host is back: the same payment finishes once.
    expect(okResult(finishAddCard, await finish()).addCardSuccess).toBe(true);

    const [card] = await list(token);
    await h.faults({ failStatus: 500, count: 1 });
    failure(await h.call(deleteCard, { id: card?.id ?? 0 }, token), 200, ErrorCode.PAYMENT_HOST_UNAVAILABLE);
    expect(await list(token)).toEqual([card]);
  });

  it('answers NOT_FOUND for an order payment session while no order exists', async () => {
    const { token } = await h.newUser('orders');
    failure(await h.call(createPaymentSession, { orderNo: 'T-0001' }, token), 200, ErrorCode.NOT_FOUND);
  });

  it('needs a session for every /pay endpoint', async () => {
    for (const path of ['/api/pay/card-list', '/api/pay/add-card', '/api/pay/finish-add-card']) {
      failure(
        await h.t.app.inject({ method: 'POST', url: path, payload: {} }),
        200,
        ErrorCode.SESSION_EXPIRED,
      );
    }
  });

  it('keeps every card number used out of the database and the logs', async () => {
    const { token } = await h.newUser('no-numbers');
    okResult(finishAddCard, await h.addCard(token, { number: '3622 7206 2716 67' }));
    const numbers = [...PUBLISHED_TEST_NUMBERS, '36227206271667'];
    const tables = await h.t.database.rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((row) => row.table_name)).toContain('saved_cards');
    let dump = '';
    for (const { table_name } of tables) {
      const rows = await h.t.database.rows<{ row: string }>(
        sql`select t::text as row from ${sql.identifier(table_name)} t`,
      );
      dump += rows.map((row) => row.row).join('\n');
    }
    expect(dump).toContain('Diners Club');
    const logs = h.logs.join('\n');
    expect(logs).toContain('/api/pay/finish-add-card');
    for (const number of numbers) {
      expect(dump).not.toContain(number);
      expect(logs).not.toContain(number);
    }
  });
});
