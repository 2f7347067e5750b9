import { apiClient } from '@portal/shared/http';
import { envelopeOk, serveFetch } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOperatorSession } from '../../../lib/operator-session';
import { initConsoleTexts, openConsole, signInAs } from '../../../test-support/console';

const entry = (id: number, action: string, target: string | null) => ({
  id,
  at: '2026-06-01T08:00:00.000Z',
  actorKind: 'operator',
  operatorId: 1,
  operatorEmail: 'ops.admin@portal.test',
  action,
  target,
  details: { enabled: false },
  clientIp: '127.0.0.1',
  outcome: 'success',
});

beforeAll(initConsoleTexts);
beforeEach(() => useOperatorSession.getState().signOut());
afterEach(() => vi.restoreAllMocks());

describe('/operations/audit', () => {
  it('shows the log a page at a time and asks again with the filters', async () => {
    signInAs(['viewer']);
    const seen = serveFetch(apiClient, (request) =>
      envelopeOk({
        total: 120,
        page: Number(request.params?.page ?? 1),
        pageSize: 50,
        entries: [entry(3, 'remotes.set-enabled', 'mfe-help'), entry(2, 'login', null)],
      }),
    );
    openConsole('/operations/audit');
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('remotes.set-enabled');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('enabled: false');
    expect(screen.getByText('120 entries · page 1 of 3')).toBeVisible();
    expect(seen[0]?.params).toEqual({ page: '1', pageSize: '50' });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(seen.at(-1)?.params).toEqual({ page: '2', pageSize: '50' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Operator email' }), 'ops.admin@portal.test');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'transport.quote');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Actor' }), 'Operator');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(seen.at(-1)?.params).toEqual({
        operator: 'ops.admin@portal.test',
        action: 'transport.quote',
        actorKind: 'operator',
        page: '1',
        pageSize: '50',
      }),
    );
  });

  it('downloads the CSV with the operator token and the filters, and saves the file', async () => {
    signInAs(['viewer'], 'op_viewer-token');
    serveFetch(apiClient, () => envelopeOk({ total: 0, page: 1, pageSize: 50, entries: [] }));
    const transport = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('id,at\r\n1,2026-06-01T08:00:00.000Z\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    );
    apiClient.defaults.transport = transport;
    const createObjectURL = vi.fn((_file: Blob) => 'blob:audit');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    openConsole('/operations/audit');
    await screen.findByRole('table', { name: 'Audit log entries' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'login');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByText(/^Saved as audit-log-\d{4}-\d{2}-\d{2}\.csv\.$/)).toBeVisible();
    const [url, init] = transport.mock.calls[0] ?? [];
    expect(url).toBe('/api/operator/audit/export?action=login');
    expect(new Headers(init?.headers).get('authorization')).toBe('op_viewer-token');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('1,2026-06-01T08:00:00.000Z');
    expect(click).toHaveBeenCalledTimes(1);
  });
});
