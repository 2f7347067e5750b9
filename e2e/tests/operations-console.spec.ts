import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { generateCardNumber, uniqueEmail } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { type IsolatedPortal, startIsolatedPortal } from '../support/isolated-portal';
import { dateAhead } from '../support/payments';
import { TRANSPORT_FLIGHTS } from '../support/transport';

/**
 * The operations console (issue 26) on a portal of its own: switching remotes and the programme is
 * global state. Its mail server refuses (port 1), so the cardholder's welcome mail fails and Health
 * has a failed mail job to show. Data is set up through the API; the console is driven as an operator would.
 */
const OPS_PASSWORD = 'Ops12345';
const ADMIN = 'ops.admin@portal.test';
const VIEWER = 'ops.viewer@portal.test';
const CARDHOLDER_PASSWORD = 'Sunrise2026x';

interface Envelope<T> {
  state: '0' | '1';
  errorCode: number | null;
  message: string;
  result: T | null;
}

let portal: IsolatedPortal;

/** One call of the isolated portal's API: HTTP status and envelope. */
const call = async <T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, unknown>,
  token?: string,
) => {
  const url = `${portal.baseURL}/api${path}`;
  const headers = { channel: 'web', 'accept-language': 'en-US', ...(token ? { authorization: token } : {}) };
  const response =
    method === 'GET'
      ? await request.get(url, { headers, params: input as Record<string, string> })
      : await request.post(url, { headers, data: input });
  return { status: response.status(), body: (await response.json()) as Envelope<T> };
};

const ok = async <T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, unknown>,
  token?: string,
): Promise<T> => {
  const { body } = await call<T>(request, method, path, input, token);
  if (body.state !== '1') throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.result as T;
};

/** A premium cardholder signed up through the API (their welcome mail goes to the refusing server). */
const cardholder = async (request: APIRequestContext) => {
  const email = uniqueEmail('ops');
  const base = '/reg-credit-card';
  const started = await ok<{ signupId: string }>(request, 'POST', `${base}/verify-card`, {
    cardNumber: generateCardNumber(),
  });
  const checked = await ok<{ signupId: string }>(request, 'POST', `${base}/check-user-info`, {
    signupId: started.signupId,
    firstName: 'Ana',
    lastName: 'Tester',
    email,
    mobileNoPrefix: '+44',
    mobileNo: '2079460958',
    mobileCountry: 'United Kingdom',
  });
  const created = await ok<{ token: string }>(request, 'POST', `${base}/create-and-active`, {
    signupId: checked.signupId,
    password: CARDHOLDER_PASSWORD,
    termsAgreed: true,
    marketingOptIn: false,
  });
  return { email, token: created.token };
};

/** A Transport booking request (eight adults: no single car) from Heathrow to The Savoy, `days` ahead. */
const pendingRequest = async (request: APIRequestContext, token: string, days: number): Promise<string> => {
  const date = dateAhead(days);
  const found = await ok<{ uuid: string; request: { reason: string } | null }>(
    request,
    'POST',
    '/transport/search-cars',
    {
      from: 'airport:LHR',
      to: 'poi:lon-the-savoy',
      flightNumber: TRANSPORT_FLIGHTS.intoHeathrow.number,
      flightDate: date,
      pickupDate: date,
      pickupTime: '13:30',
      adults: 8,
      children: 0,
      luggage: 4,
    },
    token,
  );
  expect(found.request?.reason).toBe('groupTooLarge');
  await ok(
    request,
    'POST',
    '/transport/save-passenger',
    {
      uuid: found.uuid,
      firstName: 'Ana',
      lastName: 'Tester',
      email: 'ana.tester@portal.test',
      bookingForOther: 0,
      welcomeSign: 'Ana Tester',
      childSeat: 0,
      mobileNoPrefix: '+44',
      mobileNo: '20 7946 0958',
      mobileCountry: 'United Kingdom',
    },
    token,
  );
  const sent = await ok<{ orderNo: string }>(
    request,
    'POST',
    '/transport/manual-booking',
    { uuid: found.uuid },
    token,
  );
  return sent.orderNo;
};

/** A cardholder's page of its own (another browser context): the console's tab is left alone. */
const cardholderPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
};

/** Signs in to the console through its sign-in page. */
const signIn = async (page: Page, email: string) => {
  await page.goto(`${portal.baseURL}/operations`);
  await expect(page).toHaveURL(/\/operations\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expectNoSeriousViolations(page, 'console: sign in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OPS_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Remotes' })).toBeVisible();
};

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Operations console' }).getByRole('link', { name }).click();

/** The home tile of a service, by its heading. */
const homeTile = (page: Page, title: RegExp) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });

test.describe('operations console', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    portal = await startIsolatedPortal({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  test.afterAll(async () => {
    await portal?.stop();
  });

  test('an operator switches a remote and the programme, quotes and declines requests, sees Health and the audit log', async ({
    page,
    browser,
  }) => {
    const { email, token } = await cardholder(page.request);
    const toQuote = await pendingRequest(page.request, token, 10);
    const toDecline = await pendingRequest(page.request, token, 11);
    const visitor = await cardholderPage(browser);

    await signIn(page, ADMIN);
    await expect(page.getByText(/Signed in as .* \(ops\.admin@portal\.test\)/)).toBeVisible();
    await expectNoSeriousViolations(page, 'console: remotes');

    // Each remote's release, from its manifest: the package's version, built today (in UTC).
    const helpRow = page.getByRole('row', { name: /^mfe-help / });
    await expect(helpRow.getByRole('cell').nth(2)).toHaveText('0.1.0');
    await expect(helpRow.getByRole('cell').nth(3)).not.toHaveText('—');

    // Remotes: mfe-help off, the cardholder portal hides it on its next load; then on again.
    await expect(page.getByRole('switch', { name: /mfe-operations/ })).toHaveCount(0);
    const help = page.getByRole('switch', { name: 'Serve mfe-help' });
    await expect(help).toBeChecked();
    await help.click();
    await expect(
      page.getByText('mfe-help is off. Cardholders stop seeing it on their next page load.'),
    ).toBeVisible();
    await expect(help).not.toBeChecked();
    await visitor.goto(`${portal.baseURL}/`);
    const header = visitor.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Fast Track' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Help & FAQs' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: /operations/i })).toHaveCount(0);
    await help.click();
    await expect(
      page.getByText('mfe-help is on. Cardholders get it back on their next page load.'),
    ).toBeVisible();
    await visitor.reload();
    await expect(header.getByRole('link', { name: 'Help & FAQs' })).toBeVisible();

    // Booking requests: quote one, decline the other; the cardholder sees each.
    await section(page, 'Booking requests');
    const quoted = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: toQuote }) });
    await expect(quoted).toContainText('8 adults');
    await expect(quoted).toContainText('London Heathrow');
    await quoted.getByRole('button', { name: 'Quote' }).click();
    const quoteForm = page.getByRole('form', { name: `Quote ${toQuote}` });
    await expectNoSeriousViolations(page, 'console: booking requests, the quote form open');
    await quoteForm.getByRole('textbox', { name: /^Amount \([A-Z]{3}\)$/ }).fill('240.00');
    await quoteForm.getByRole('combobox', { name: 'Car type (optional)' }).selectOption('van');
    await quoteForm
      .getByRole('textbox', { name: 'Note for the cardholder (optional)' })
      .fill('A van for the group');
    await quoteForm.getByRole('button', { name: 'Send the quotation' }).click();
    await expect(
      page.getByText(`${toQuote} is quoted: the cardholder is told by mail and SMS.`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: toQuote })).toHaveCount(0);

    const declined = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: toDecline }) });
    await declined.getByRole('button', { name: 'Decline' }).click();
    const declineForm = page.getByRole('form', { name: `Decline ${toDecline}` });
    await declineForm.getByRole('textbox', { name: 'Reason' }).fill('No van is free that night, sorry');
    await declineForm.getByRole('button', { name: 'Decline the request' }).click();
    await expect(
      page.getByText(`${toDecline} is declined: the cardholder is told by mail and SMS.`),
    ).toBeVisible();

    const order = (orderNo: string) =>
      ok<{ status: string; request: { quotedAt: string | null } | null }>(
        page.request,
        'GET',
        '/order/limo-detail',
        { orderNo },
        token,
      );
    expect(await order(toQuote)).toMatchObject({
      status: 'unpaid',
      request: { quotedAt: expect.any(String) },
    });
    expect((await order(toDecline)).status).toBe('cancelled');
    // The cardholder's own booking page offers to pay the quotation.
    const session = { token, isLogin: true, userInfo: { firstName: 'Ana', lastName: 'Tester', email } };
    await visitor.evaluate((value) => {
      localStorage.setItem('token', JSON.stringify(value.token));
      localStorage.setItem('isLogin', JSON.stringify(true));
      localStorage.setItem('userInfo', JSON.stringify(value.userInfo));
    }, session);
    await visitor.goto(`${portal.baseURL}/account/bookings/details?orderNo=${toQuote}`);
    await expect(visitor.getByRole('link', { name: 'Accept and pay' })).toBeVisible();
    // The declined one says why, on its booking page.
    await visitor.goto(`${portal.baseURL}/account/bookings/details?orderNo=${toDecline}`);
    await expect(visitor.getByText('Declined by operations')).toBeVisible();
    await expect(visitor.getByText('No van is free that night, sorry')).toBeVisible();

    // Programme: Transport off hides its home tile; on brings it back.
    await section(page, 'Programme');
    const transport = page.getByRole('switch', { name: 'Transport offered (supportTransport)' });
    await expect(transport).toBeChecked();
    await expectNoSeriousViolations(page, 'console: programme');
    await transport.click();
    await expect(page.getByText('Transport offered (supportTransport): off.')).toBeVisible();
    await visitor.goto(`${portal.baseURL}/`);
    await expect(homeTile(visitor, /^Airport Assistant/)).toBeVisible();
    await expect(homeTile(visitor, /^Transport/)).toHaveCount(0);
    await transport.click();
    await expect(page.getByText('Transport offered (supportTransport): on.')).toBeVisible();
    await visitor.reload();
    await expect(homeTile(visitor, /^Transport/)).toBeVisible();

    // Health: the welcome mail could not be sent (the mail server refuses).
    await section(page, 'Health');
    const mailRow = page.getByRole('row', { name: /Mail outbox/ });
    await expect(async () => {
      await page.getByRole('button', { name: 'Check again' }).click();
      await expect(mailRow).not.toContainText('None', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('listitem').filter({ hasText: 'Mail server' })).toContainText(
      'Not reachable',
    );
    await expectNoSeriousViolations(page, 'console: health');

    // The audit log shows each action, and downloads as CSV.
    await section(page, 'Audit log');
    const log = page.getByRole('table', { name: 'Audit log entries' });
    for (const [action, target] of [
      ['remotes.set-enabled', 'mfe-help'],
      ['transport.quote', toQuote],
      ['transport.decline', toDecline],
      ['programme.set', null],
      ['login', null],
    ] as const) {
      const rows = log.getByRole('row').filter({ hasText: action });
      await expect((target ? rows.filter({ hasText: target }) : rows).first()).toBeVisible();
    }
    await expectNoSeriousViolations(page, 'console: audit log');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv).toContain('transport.quote');
    expect(csv).toContain(toDecline);

    // 375 px wide: the console fits, its tables scroll inside their frames.
    await page.setViewportSize({ width: 375, height: 812 });
    await section(page, 'Booking requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking requests' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/operations\/login$/);
    await page.goto(`${portal.baseURL}/operations/audit`);
    await expect(page).toHaveURL(/\/operations\/login$/);
    await visitor.context().close();
  });

  test('a viewer can read but not switch anything: the console disables it, the API refuses it (403), and it is audited', async ({
    page,
  }) => {
    await signIn(page, VIEWER);
    await expect(page.getByRole('switch', { name: 'Serve mfe-help' })).toBeDisabled();
    await expect(
      page.getByText('Your account can see the remotes but not switch them: that needs the remotes role.'),
    ).toBeVisible();
    await section(page, 'Programme');
    await expect(page.getByRole('switch', { name: 'Transport offered (supportTransport)' })).toBeDisabled();
    await section(page, 'Booking requests');
    await expect(page.getByRole('button', { name: 'Quote' })).toHaveCount(0);

    // The API says the same to the viewer's token, and a cardholder's token opens no operator endpoint.
    const viewer = await ok<{ token: string }>(page.request, 'POST', '/operator/login', {
      email: VIEWER,
      password: OPS_PASSWORD,
    });
    const refused = await call(
      page.request,
      'POST',
      '/operator/remotes/set-enabled',
      { name: 'mfe-help', enabled: false },
      viewer.token,
    );
    expect(refused).toMatchObject({ status: 403, body: { errorCode: 10405 } });
    const { token: cardholderToken } = await cardholder(page.request);
    for (const [method, path] of [
      ['GET', '/operator/remotes'],
      ['POST', '/operator/programme/set'],
      ['GET', '/operator/audit'],
    ] as const)
      expect(await call(page.request, method, path, {}, cardholderToken)).toMatchObject({
        status: 403,
        body: { errorCode: 10403 },
      });

    await section(page, 'Audit log');
    await page.getByRole('combobox', { name: 'Action' }).selectOption('access.refused');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Audit log entries' })
        .getByRole('row')
        .filter({ hasText: VIEWER })
        .first(),
    ).toBeVisible();
  });
});
