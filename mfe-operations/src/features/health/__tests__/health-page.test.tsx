import { apiClient } from '@portal/shared/http';
import { envelopeOk, serveFetch } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initConsoleTexts, openConsole, signInAs } from '../../../test-support/console';

const queue = { due: 0, running: 0, failed: 0, dead: 0, lastError: null };

beforeAll(initConsoleTexts);

describe('/operations/health', () => {
  it('shows the queues with the last error, and which systems outside are reachable', async () => {
    signInAs(['viewer']);
    serveFetch(apiClient, () =>
      envelopeOk({
        checkedAt: '2026-06-01T08:00:00.000Z',
        jobs: { ...queue, due: 2 },
        mail: {
          ...queue,
          failed: 1,
          lastError: { id: 41, error: 'connect ECONNREFUSED 127.0.0.1:1', at: '2026-06-01T07:59:00.000Z' },
        },
        paymentHost: { configured: true, target: 'payments.test:443', reachable: true, problem: null },
        mailServer: { configured: true, target: '127.0.0.1:1', reachable: false, problem: 'ECONNREFUSED' },
      }),
    );
    openConsole('/operations/health');
    const table = await screen.findByRole('table', { name: 'Background work' });
    const mail = within(table).getByRole('row', { name: /Mail outbox/ });
    expect(
      within(mail)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '1', '0', expect.stringContaining('#41') as unknown as string]);
    expect(mail).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:1');
    const systems = screen.getByRole('list', { name: 'Systems outside the portal' });
    expect(
      within(systems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Reachable'), expect.stringContaining('Not reachable')]);
  });
});
