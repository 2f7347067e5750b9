import { apiClient } from '@portal/shared/http';
import { envelopeFail, envelopeOk, serveFetch } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useOperatorSession } from '../../../lib/operator-session';
import { initConsoleTexts, openConsole, signInAs } from '../../../test-support/console';

const entry = (
  name: string,
  enabled = true,
  build: { version: string | null; buildTime: string | null } = { version: null, buildTime: null },
) => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  prefixes: [`/${name.slice(4)}`],
  enabled,
  updatedAt: '2026-05-01T08:00:00.000Z',
  ...build,
});

const REMOTES = [
  entry('mfe-help', true, { version: '0.1.0', buildTime: '2026-04-30T10:00:00.000Z' }),
  entry('mfe-fast-track', false),
  entry('mfe-operations'),
];

beforeAll(initConsoleTexts);
beforeEach(() => useOperatorSession.getState().signOut());

describe('/operations/remotes', () => {
  it('lists every remote with its state and build ("—" when unknown); no switch for the console itself', async () => {
    signInAs(['remotes']);
    serveFetch(apiClient, () => envelopeOk({ remotes: REMOTES }));
    openConsole('/operations/remotes');
    const table = await screen.findByRole('table', { name: 'Every remote of the portal' });
    const help = within(table).getByRole('row', { name: /mfe-help/ });
    expect(help).toHaveTextContent('On');
    expect(help).toHaveTextContent('0.1.0');
    const fastTrack = within(table).getByRole('row', { name: /mfe-fast-track/ });
    expect(fastTrack).toHaveTextContent('Off');
    expect(within(fastTrack).getAllByText('—')).toHaveLength(2);
    expect(screen.getByRole('switch', { name: 'Serve mfe-help' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Serve mfe-fast-track' })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: /mfe-operations/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /mfe-operations/ })).toHaveTextContent(
      'Always on: the console cannot switch itself off.',
    );
    expect(screen.getByText(/on its next page load/)).toBeVisible();
  });

  it('switches a remote off with the operator token, says when cardholders see it, and reads the list again', async () => {
    signInAs(['remotes'], 'op_remotes-token');
    let enabled = true;
    const seen = serveFetch(apiClient, (request) => {
      if (request.url === '/operator/remotes/set-enabled') {
        enabled = false;
        return envelopeOk(entry('mfe-help', false));
      }
      return envelopeOk({ remotes: [entry('mfe-help', enabled), entry('mfe-operations')] });
    });
    openConsole('/operations/remotes');
    await userEvent.click(await screen.findByRole('switch', { name: 'Serve mfe-help' }));
    expect(
      await screen.findByText('mfe-help is off. Cardholders stop seeing it on their next page load.'),
    ).toBeVisible();
    const sent = seen.find((request) => request.url === '/operator/remotes/set-enabled');
    expect(sent?.body).toEqual({ name: 'mfe-help', enabled: false });
    expect(sent?.headers.get('authorization')).toBe('op_remotes-token');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Serve mfe-help' })).not.toBeChecked());
  });

  it("shows the API's refusal", async () => {
    signInAs(['remotes']);
    serveFetch(apiClient, (request) =>
      request.url === '/operator/remotes/set-enabled'
        ? envelopeFail(10405, 'Your operator account does not have the role this action needs.', 403)
        : envelopeOk({ remotes: REMOTES }),
    );
    openConsole('/operations/remotes');
    await userEvent.click(await screen.findByRole('switch', { name: 'Serve mfe-help' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your operator account does not have the role this action needs.',
    );
  });

  it('gives a viewer the switches disabled, with the reason', async () => {
    signInAs(['viewer']);
    const seen = serveFetch(apiClient, () => envelopeOk({ remotes: REMOTES }));
    openConsole('/operations/remotes');
    const help = await screen.findByRole('switch', { name: 'Serve mfe-help' });
    expect(help).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Serve mfe-fast-track' })).toBeDisabled();
    expect(help).toHaveAccessibleDescription(
      'Your account can see the remotes but not switch them: that needs the remotes role.',
    );
    await userEvent.click(help);
    expect(seen.map((request) => request.url)).toEqual(['/operator/remotes']);
  });
});
