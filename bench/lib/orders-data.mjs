// The data of the authenticated-read bench: a cardholder with 200 orders over every status and tab,
// and a live session, written straight into the API's database (no sign-up, no scrypt hash, no
// bookings over HTTP). The drivers are the API's own (`pg`, `@electric-sql/pglite` resolved from
// api/package.json), so a PGlite folder written here is one the API's PGlite version opens.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const apiRequire = createRequire(join(import.meta.dirname, '..', '..', 'api', 'package.json'));

/** The card level the bench user has (seeded by the API: transport and the agreement services). */
const CARD_LEVEL = 'premium';
/** The API's default absolute session life (SESSION_ABSOLUTE_HOURS). */
const SESSION_HOURS = 12;
/** Order numbers: the service's prefix and six characters of this alphabet (as the API makes them). */
const ORDER_NO_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const PREFIX = { transport: 'TS', airport_assistant: 'AA', fast_track: 'FT' };
const SERVICES = /** @type {const} */ (['fast_track', 'airport_assistant', 'transport']);
const AIRPORTS = [
  { code: 'LHR', name: 'London Heathrow Airport', zone: 'Europe/London', place: 'Terminal 5' },
  {
    code: 'JFK',
    name: 'John F. Kennedy International Airport',
    zone: 'America/New_York',
    place: 'Terminal 4',
  },
  { code: 'SIN', name: 'Singapore Changi Airport', zone: 'Asia/Singapore', place: 'Terminal 3' },
  { code: 'DXB', name: 'Dubai International Airport', zone: 'Asia/Dubai', place: 'Terminal 3' },
  {
    code: 'SYD',
    name: 'Sydney Kingsford Smith Airport',
    zone: 'Australia/Sydney',
    place: 'T1 International',
  },
];

const HOUR = 3_600_000;

/**
 * How the 200 orders are spread: Upcoming (paid, ahead) holds more than the largest page (50), so
 * both measured page sizes come back full; a few status changes are left unseen for `/order/msg`.
 */
export const ORDER_SPREAD = {
  upcoming: 80,
  pastPaid: 20,
  completed: 30,
  expired: 10,
  cancelled: 30,
  pending: 15,
  unpaid: 15,
};
export const EXPECTED = {
  orders: 200,
  /** `/order/list` totals by tab (0 upcoming, 1 past, 2 cancelled, 3 pending). */
  tabTotals: [
    ORDER_SPREAD.upcoming,
    ORDER_SPREAD.pastPaid + ORDER_SPREAD.completed + ORDER_SPREAD.expired,
    ORDER_SPREAD.cancelled,
    ORDER_SPREAD.pending + ORDER_SPREAD.unpaid,
  ],
  /** `/order/msg` for the seeded unseen changes: 5 cancellations, 3 pending requests, 2 unpaid. */
  msg: { isUnread: true, unreadMsgNum: 10, pendingMsgNum: 5, cancelledMsgNum: 5 },
};

const orderNo = (/** @type {string} */ service, /** @type {number} */ n) => {
  let code = '';
  for (let rest = n, i = 0; i < 6; i += 1, rest = Math.floor(rest / ORDER_NO_ALPHABET.length)) {
    code = ORDER_NO_ALPHABET[rest % ORDER_NO_ALPHABET.length] + code;
  }
  return `${PREFIX[service]}-${code}`;
};

/** The 200 orders, relative to `now`. */
export const benchOrders = (/** @type {number} */ now) => {
  const year = new Date(now).getUTCFullYear();
  const iso = (/** @type {number} */ t) => new Date(t).toISOString();
  /** @type {Record<string, unknown>[]} */
  const rows = [];
  const add = (
    /** @type {string} */ status,
    /** @type {number} */ serviceAt,
    /** @type {Record<string, unknown>} */ extra = {},
  ) => {
    const n = rows.length;
    const service = /** @type {keyof typeof PREFIX} */ (extra.service ?? SERVICES[n % SERVICES.length]);
    const airport = AIRPORTS[n % AIRPORTS.length];
    const covered = n % 3 === 0 && status !== 'pending';
    const price = 2500 + (n % 4) * 500;
    rows.push({
      order_no: orderNo(service, n),
      uuid: randomUUID(),
      service,
      status,
      is_normal: status !== 'pending',
      airport_code: airport.code,
      airport_name: airport.name,
      place: service === 'transport' ? `${airport.place} pick-up` : airport.place,
      service_at: iso(serviceAt),
      time_zone: airport.zone,
      total: covered || status === 'pending' ? 0 : price,
      currency: 'USD',
      price_lines: status === 'pending' ? [] : [{ kind: 'base', amount: price }],
      price_reason: covered ? 'covered' : 'notIncluded',
      entitlement_year: covered ? year : null,
      pay_before: status === 'unpaid' ? iso(now + 24 * HOUR) : null,
      unseen_status: null,
      paid_at: null,
      cancelled_at: null,
      expired_at: null,
      completed_at: null,
      ...extra,
    });
  };
  for (let i = 0; i < ORDER_SPREAD.upcoming; i += 1)
    add('paid', now + (i + 1) * 8 * HOUR, { paid_at: iso(now - (i + 1) * HOUR) });
  for (let i = 0; i < ORDER_SPREAD.pastPaid; i += 1)
    add('paid', now - (i + 1) * 36 * HOUR, { paid_at: iso(now - (i + 10) * 36 * HOUR) });
  for (let i = 0; i < ORDER_SPREAD.completed; i += 1) {
    const at = now - (i + 2) * 48 * HOUR;
    add('completed', at, { paid_at: iso(at - 72 * HOUR), completed_at: iso(at + 2 * HOUR) });
  }
  for (let i = 0; i < ORDER_SPREAD.expired; i += 1)
    add('expired', now + (i - 5) * 24 * HOUR, { expired_at: iso(now - (i + 1) * 24 * HOUR) });
  for (let i = 0; i < ORDER_SPREAD.cancelled; i += 1)
    add('cancelled', now + (i - 10) * 24 * HOUR, {
      cancelled_at: iso(now - (i + 1) * 5 * HOUR),
      unseen_status: i < 5 ? 'cancelled' : null,
    });
  for (let i = 0; i < ORDER_SPREAD.pending; i += 1)
    add('pending', now + (i + 2) * 24 * HOUR, {
      service: 'transport',
      unseen_status: i < 3 ? 'pending' : null,
    });
  for (let i = 0; i < ORDER_SPREAD.unpaid; i += 1)
    add('unpaid', now + (i + 3) * 24 * HOUR, { unseen_status: i < 2 ? 'unpaid' : null });
  return rows;
};

const ORDER_COLUMNS = `order_no text, uuid text, service text, status text, is_normal boolean,
  airport_code text, airport_name text, place text, service_at timestamptz, time_zone text, total int,
  currency text, price_lines jsonb, price_reason text, entitlement_year int, pay_before timestamptz,
  unseen_status text, paid_at timestamptz, cancelled_at timestamptz, expired_at timestamptz,
  completed_at timestamptz`;
const ORDER_NAMES = ORDER_COLUMNS.split(',').map((column) => column.trim().split(/\s+/)[0]);

/**
 * Writes the bench user, their orders and a session through `query` (node-postgres and PGlite
 * both answer `{ rows }`), in one transaction; returns the session token.
 * @param {(text: string, params?: unknown[]) => Promise<{ rows: any[] }>} query
 */
export const seedOrdersUser = async (query) => {
  const token = randomBytes(32).toString('base64url');
  await query('begin');
  try {
    const { rows: users } = await query(
      `insert into users (email, first_name, last_name, password_hash, card_level_id)
       select $1, 'Bench', 'Orders', 'bench$no-login', id from card_levels where code = $2 order by id limit 1
       returning id`,
      [`bench-orders-${randomBytes(4).toString('hex')}@portal.test`, CARD_LEVEL],
    );
    const userId = users[0]?.id;
    if (!userId)
      throw new Error(`no card level '${CARD_LEVEL}' to give the bench user (was the API seeded?)`);
    const orders = benchOrders(Date.now());
    await query(
      `insert into orders (user_id, ${ORDER_NAMES.join(', ')})
       select $1, ${ORDER_NAMES.map((name) => `r.${name}`).join(', ')}
       from jsonb_to_recordset($2::jsonb) as r(${ORDER_COLUMNS})`,
      [userId, JSON.stringify(orders)],
    );
    await query(
      `insert into sessions (token_hash, user_id, expires_at)
       values ($1, $2, now() + make_interval(hours => $3::int))`,
      [createHash('sha256').update(token).digest('hex'), userId, SESSION_HOURS],
    );
    await query('commit');
    return { userId, token, orders: orders.length };
  } catch (error) {
    await query('rollback');
    throw error;
  }
};

/** Seeds a PGlite folder that no API process holds (the API's lock file says so). */
export const seedPglite = async (/** @type {string} */ dataDir) => {
  const { PGlite } = apiRequire('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir });
  try {
    return await seedOrdersUser((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
};

/** @param {string} url */
const withClient = async (url, /** @type {(client: any) => Promise<unknown>} */ work) => {
  const pg = apiRequire('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * A new PostgreSQL database next to `adminUrl`'s (the bench drops it at the end); null when
 * PostgreSQL does not answer.
 * @param {string} adminUrl
 */
export const createPostgresDatabase = async (adminUrl) => {
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  try {
    await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  } catch (error) {
    if (/ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT/.test(String(error?.code ?? error?.message)))
      return null;
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** @param {number} port the same database through another port (the round-trip counter) */
    urlThrough: (port) => {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    host: url.hostname,
    port: Number(url.port || 5432),
    seed: () =>
      withClient(url.toString(), (client) => seedOrdersUser((text, params) => client.query(text, params))),
    drop: () =>
      withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
};
