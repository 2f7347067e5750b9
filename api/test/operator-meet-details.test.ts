import { ErrorCode, OPERATOR_KEY_HEADER } from '@portal/shared/contracts';
import { airportAssistantOrder, airportAssistantSpine } from '@portal/shared/contracts/airport-assistant';
import { assignMeetDetails } from '@portal/shared/contracts/operator';
import {
  saveTransportPassenger,
  searchTransportCars,
  selectTransportCar,
  transportOrder,
  transportSpine,
} from '@portal/shared/contracts/transport';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { runMeetDetailsCli } from '../src/cli/meet-details';
import { DEV_OPERATOR_KEY } from '../src/config';
import { draftAssistant, placeAssistant } from './airport-assistant/harness';
import { newCardholder } from './fast-track/harness';
import { failure, okResult } from './helpers/envelope';
import { databaseTargets } from './helpers/test-app';
import { type PaymentsHarness, startPaymentsHarness } from './payments/harness';
import {
  installTestPlaces,
  passengerFor,
  transportCardholder,
  transportProof,
  tripFor,
} from './transport/harness';

type Assignment = z.input<typeof assignMeetDetails.input>;

const DRIVER = {
  name: 'Tomás Baker',
  phone: { mobileNoPrefix: '+44', mobileNo: '7400 222333' },
  vehicle: { description: 'Mercedes E-Class preto', plate: 'AB12 CDE' },
};

describe.each(databaseTargets)('POST /api/operator/orders/meet-details (%s)', (target) => {
  let h: PaymentsHarness;
  beforeAll(async () => {
    h = await startPaymentsHarness(target);
    installTestPlaces(h);
  });
  afterAll(() => h?.close());

  const assign = (input: Assignment | Record<string, unknown>, key: string | null = DEV_OPERATOR_KEY) =>
    h.t.app.inject({
      method: 'POST',
      url: `/api${assignMeetDetails.path}`,
      headers: key === null ? {} : { [OPERATOR_KEY_HEADER]: key },
      payload: input,
    });
  const sentTo = async (address: string) => {
    await h.t.app.services.mail.flush();
    return h.t.app.services.mail.sent.filter((mail) => mail.to === address);
  };
  const emailOf = async (userId: number) =>
    (await h.t.database.rows<{ email: string }>(sql`select email from users where id = ${userId}`))[0]
      ?.email ?? '';
  const storedRows = async (orderNo: string) =>
    h.t.database.rows<{ name: string }>(
      sql`select m.name from meet_details m join orders o on o.id = m.order_id where o.order_no = ${orderNo}`,
    );
  /** A refusal in the envelope: the code, a message, nothing of the server's insides. */
  const refused = (response: LightMyRequestResponse, status: number, code: number): string => {
    const message = failure(response, status, code);
    expect(Object.keys(response.json()).sort()).toEqual(['errorCode', 'message', 'result', 'state']);
    expect(response.body).not.toMatch(/stack|\n\s+at |\.ts:\d+/);
    return message;
  };

  /** A paid Transport booking made in `language` for a traveller who is someone else. */
  const transportForTraveller = async (label: string, language: string) => {
    const { userId, token } = await transportCardholder(h, label);
    const { input } = await tripFor(h);
    const found = okResult(searchTransportCars, await h.call(searchTransportCars, input, token));
    okResult(
      selectTransportCar,
      await h.call(selectTransportCar, { uuid: found.uuid, carType: 'business' }, token),
    );
    const traveller = `ines.${label}@portal.test`;
    okResult(
      saveTransportPassenger,
      await h.call(
        saveTransportPassenger,
        {
          ...passengerFor(found.uuid),
          firstName: 'Inês',
          lastName: 'Traveller',
          email: traveller,
          bookingForOther: 1,
          mobileNo: '7400 654321',
        },
        token,
      ),
    );
    const placed = okResult(
      transportSpine.createOrder,
      await h.call(
        transportSpine.createOrder,
        { uuid: found.uuid, proof: await transportProof(h, token, found.uuid) },
        token,
        language,
      ),
    );
    expect(placed.status).toBe('paid');
    return { orderNo: placed.orderNo, token, booker: await emailOf(userId), traveller };
  };

  /** A paid Airport Assistant booking (the classic card's one complimentary use). */
  const paidAssistant = async (label: string) => {
    const { userId, token } = await newCardholder(h, label);
    const { uuid } = await draftAssistant(h, token);
    const placed = okResult(airportAssistantSpine.createOrder, await placeAssistant(h, token, uuid));
    expect(placed.status).toBe('paid');
    return { orderNo: placed.orderNo, token, booker: await emailOf(userId) };
  };

  it('keeps a Transport driver, shows them in the detail and tells booker and traveller once per change, in the booker’s language', async () => {
    const { orderNo, token, booker, traveller } = await transportForTraveller('meet-tr', 'pt-BR');
    const detail = async () => okResult(transportOrder, await h.call(transportOrder, { orderNo }, token));
    expect((await detail()).meetDetails).toBeNull();
    const before = { booker: (await sentTo(booker)).length, traveller: (await sentTo(traveller)).length };

    const first = okResult(assignMeetDetails, await assign({ orderNo, ...DRIVER }));
    const shown = {
      name: 'Tomás Baker',
      phone: '+44 7400222333',
      vehicle: { description: 'Mercedes E-Class preto', plate: 'AB12 CDE' },
    };
    expect(first).toEqual({ orderNo, meetDetails: shown, told: true });
    expect((await detail()).meetDetails).toEqual(shown);

    const toBooker = (await sentTo(booker)).slice(before.booker);
    const toTraveller = (await sentTo(traveller)).slice(before.traveller);
    expect(toBooker.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Seu motorista: .*\(TS-/)]);
    expect(toBooker[0]?.subject).toContain(orderNo);
    expect(toBooker[0]?.text).toContain('Seu motorista: Tomás Baker');
    expect(toBooker[0]?.text).toContain('Celular: +44 7400222333');
    expect(toBooker[0]?.text).toContain('Placa do carro: AB12 CDE');
    expect(toBooker[0]?.html).toContain('Mercedes E-Class preto');
    expect(toTraveller).toHaveLength(1);
    expect(toTraveller[0]?.subject).toBe(toBooker[0]?.subject);
    expect(toTraveller[0]?.text).toMatch(/^Olá, Inês,/);
    const sms = await sentTo('447400654321@sms.sandbox');
    expect(sms.map((message) => message.text)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Seu motorista da reserva ${orderNo} em .*: Tomás Baker, \\+44 7400222333, .*placa AB12 CDE\\.$`,
        ),
      ),
    );

    // The same details again: nothing changes, nobody is told twice.
    expect(okResult(assignMeetDetails, await assign({ orderNo, ...DRIVER })).told).toBe(false);
    expect((await sentTo(booker)).length).toBe(before.booker + 1);
    expect((await sentTo(traveller)).length).toBe(before.traveller + 1);

    // Another driver replaces the first, and both hear of the change.
    const other = {
      ...DRIVER,
      name: 'Ana Reis',
      vehicle: { description: 'Toyota Prius branco', plate: 'XY34 ZZZ' },
    };
    expect(okResult(assignMeetDetails, await assign({ orderNo, ...other })).told).toBe(true);
    expect((await detail()).meetDetails).toMatchObject({ name: 'Ana Reis', vehicle: { plate: 'XY34 ZZZ' } });
    expect(await storedRows(orderNo)).toEqual([{ name: 'Ana Reis' }]);
    const changed = (await sentTo(booker)).slice(before.booker);
    expect(changed.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Seu motorista: /),
      expect.stringMatching(/^Seu motorista mudou: /),
    ]);
    expect(changed[1]?.text).toContain('Ana Reis');
    expect((await sentTo(traveller)).length).toBe(before.traveller + 2);

    // The confirmation sent again (and its calendar entry) names the driver instead of the promise.
    okResult(
      transportSpine.resendConfirmEmail,
      await h.call(transportSpine.resendConfirmEmail, { orderNo }, token),
    );
    const resent = (await sentTo(booker)).at(-1);
    expect(resent?.subject).toMatch(/^Reserva confirmada: /);
    expect(resent?.text).toContain(
      'Motorista e carro: Ana Reis, +44 7400222333 (Toyota Prius branco, XY34 ZZZ)',
    );
    // Calendar lines fold at 75 octets wherever they fall: read the entry unfolded.
    expect(String(resent?.attachments?.[0]?.content).replace(/\r\n /g, '')).toContain('Ana Reis');
  });

  it('keeps an Airport Assistant greeter without a car: mailed to the booker in English, no SMS', async () => {
    const { orderNo, token, booker } = await paidAssistant('meet-aa');
    const smsBefore = h.t.app.services.mail.sent.filter((mail) => mail.to.endsWith('@sms.sandbox')).length;
    const greeter = {
      orderNo,
      name: 'Maria Costa',
      phone: { mobileNoPrefix: '44', mobileNo: '7400 333444' },
    };

    const withCar = refused(
      await assign({ ...greeter, vehicle: DRIVER.vehicle }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    expect(withCar).toBe(
      "Invalid body field 'vehicle': A greeter comes without a car: leave the vehicle out.",
    );
    expect(await storedRows(orderNo)).toEqual([]);

    const assigned = okResult(assignMeetDetails, await assign(greeter));
    const shown = { name: 'Maria Costa', phone: '+44 7400333444', vehicle: null };
    expect(assigned).toEqual({ orderNo, meetDetails: shown, told: true });
    const detail = okResult(airportAssistantOrder, await h.call(airportAssistantOrder, { orderNo }, token));
    expect(detail.meetDetails).toEqual(shown);

    const mails = (await sentTo(booker)).filter((mail) => mail.subject.startsWith('Your greeter'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(new RegExp(`^Your greeter: Airport Assistant — .*\\(${orderNo}\\)$`));
    expect(mails[0]?.text).toContain('Your greeter: Maria Costa');
    expect(mails[0]?.text).toContain('you can call Maria Costa on +44 7400333444');
    expect(mails[0]?.text).not.toContain('Number plate');
    expect(h.t.app.services.mail.sent.filter((mail) => mail.to.endsWith('@sms.sandbox')).length).toBe(
      smsBefore,
    );
  });

  it('refuses without the operator key, and unknown, unpaid, cancelled or other-service orders, wrong car fields and bad numbers', async () => {
    const { orderNo: transportNo } = await transportForTraveller('meet-refuse', 'en-US');
    const driver = { orderNo: transportNo, ...DRIVER };

    refused(await assign(driver, null), 403, ErrorCode.OPERATOR_KEY_INVALID);
    refused(await assign(driver, 'not-the-key'), 403, ErrorCode.OPERATOR_KEY_INVALID);

    expect(refused(await assign({ ...driver, orderNo: 'TS-AAAAAA' }), 200, ErrorCode.NOT_FOUND)).toBe(
      'No Transport or Airport Assistant booking has the number TS-AAAAAA.',
    );
    expect(refused(await assign({ ...driver, orderNo: 'FT-AAAAAA' }), 400, ErrorCode.BAD_REQUEST)).toBe(
      "Invalid body field 'orderNo': Only a Transport or Airport Assistant booking has a driver or a greeter.",
    );
    const { vehicle: _car, ...noCar } = driver;
    expect(refused(await assign(noCar), 400, ErrorCode.BAD_REQUEST)).toBe(
      "Invalid body field 'vehicle': A driver comes with a car: give its description and plate.",
    );
    expect(
      refused(
        await assign({ ...driver, phone: { mobileNoPrefix: '+44', mobileNo: '12' } }),
        400,
        ErrorCode.BAD_REQUEST,
      ),
    ).toBe("Invalid body field 'phone.mobileNo': Number is invalid.");
    refused(await assign({ ...driver, name: ' ' }), 400, ErrorCode.BAD_REQUEST);
    refused(
      await assign({ ...driver, vehicle: { ...DRIVER.vehicle, plate: '' } }),
      400,
      ErrorCode.BAD_REQUEST,
    );
    refused(await assign({ ...driver, extra: 1 }), 400, ErrorCode.BAD_REQUEST);
    expect(await storedRows(transportNo)).toEqual([]);

    // Unpaid: the classic card's one use went to the first booking, so the second waits for payment.
    const { orderNo: paidNo, token, booker } = await paidAssistant('meet-unpaid');
    const { uuid } = await draftAssistant(h, token);
    const unpaid = okResult(airportAssistantSpine.createOrder, await placeAssistant(h, token, uuid));
    expect(unpaid.status).toBe('unpaid');
    const greeter = { name: 'Maria Costa', phone: { mobileNoPrefix: '+44', mobileNo: '7400 333444' } };
    expect(refused(await assign({ orderNo: unpaid.orderNo, ...greeter }), 409, ErrorCode.BAD_REQUEST)).toBe(
      `Only a paid booking gets a driver or a greeter: ${unpaid.orderNo} is unpaid.`,
    );

    okResult(
      airportAssistantSpine.cancelBooking,
      await h.call(airportAssistantSpine.cancelBooking, { orderNo: paidNo }, token),
    );
    expect(refused(await assign({ orderNo: paidNo, ...greeter }), 409, ErrorCode.BAD_REQUEST)).toBe(
      `Only a paid booking gets a driver or a greeter: ${paidNo} is cancelled.`,
    );
    expect(await storedRows(unpaid.orderNo)).toEqual([]);
    expect(await storedRows(paidNo)).toEqual([]);
    expect((await sentTo(booker)).filter((mail) => mail.subject.startsWith('Your greeter'))).toEqual([]);
  });

  it('the operator CLI assigns a driver over HTTP', async () => {
    const { orderNo, token } = await transportForTraveller('meet-cli', 'en-US');
    const url = await h.t.app.listen({ port: 0, host: '127.0.0.1' });
    const run = async (...args: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runMeetDetailsCli([...args, '--url', url], {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
        env: { OPERATOR_KEY: DEV_OPERATOR_KEY },
        fetch,
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const driver = ['--name', 'Sam Green', '--phone', '+44 7400 555666'];
    const car = ['--car', 'Grey VW Passat', '--plate', 'CD56 EFG'];
    expect(await run(orderNo.toLowerCase(), ...driver, ...car)).toMatchObject({
      code: 0,
      out: `${orderNo}: Sam Green, +44 7400555666, Grey VW Passat (CD56 EFG); the traveller is told.`,
    });
    expect(okResult(transportOrder, await h.call(transportOrder, { orderNo }, token)).meetDetails).toEqual({
      name: 'Sam Green',
      phone: '+44 7400555666',
      vehicle: { description: 'Grey VW Passat', plate: 'CD56 EFG' },
    });
    expect((await run(orderNo, ...driver, ...car)).out).toContain('unchanged, nobody told again.');
    const noCar = await run(orderNo, ...driver);
    expect(noCar.code).toBe(2);
    expect(noCar.err).toContain('vehicle: A driver comes with a car');
    expect((await run(orderNo, '--name', 'Sam Green', '--phone', '74005556', ...car)).code).toBe(2);
    expect((await run(orderNo, ...driver, ...car, '--key', 'wrong')).code).toBe(1);
  });
});
