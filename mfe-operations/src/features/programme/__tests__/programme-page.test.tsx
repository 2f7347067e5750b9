import { apiClient } from '@portal/shared/http';
import { envelopeOk, serveFetch } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useOperatorSession } from '../../../lib/operator-session';
import { initConsoleTexts, openConsole, signInAs } from '../../../test-support/console';

const programme = (supportTransport: boolean) => ({
  code: 'DEMO',
  name: 'Demo Diners Programme',
  projectStatus: true,
  active: true,
  endsAt: null,
  supportTransport,
  supportAgreement: true,
  levels: [{ code: 'premium', name: 'Premium', supportTransport: true, supportAgreement: true }],
});

beforeAll(initConsoleTexts);
beforeEach(() => useOperatorSession.getState().signOut());

describe('/operations/programme', () => {
  it('switches Transport off for the programme, the effect described beside the switch', async () => {
    signInAs(['programme']);
    let transport = true;
    const seen = serveFetch(apiClient, (request) => {
      if (request.url === '/operator/programme/set') transport = false;
      return envelopeOk(
        request.url === '/operator/programme/set' ? programme(false) : { programmes: [programme(transport)] },
      );
    });
    openConsole('/operations/programme');
    const toggle = await screen.findByRole('switch', { name: 'Transport offered (supportTransport)' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      expect.stringContaining('its home tile and its booking pages disappear'),
    );
    expect(screen.getByRole('switch', { name: 'Programme open (projectStatus)' })).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Transport offered (supportTransport): off.')).toBeVisible();
    expect(seen.find((request) => request.url === '/operator/programme/set')?.body).toEqual({
      code: 'DEMO',
      supportTransport: false,
    });
    expect(
      await screen.findByRole('switch', { name: 'Transport offered (supportTransport)' }),
    ).not.toBeChecked();
  });

  it('gives an operator without the programme role the switches disabled, with the reason', async () => {
    signInAs(['viewer', 'quotes']);
    serveFetch(apiClient, () => envelopeOk({ programmes: [programme(true)] }));
    openConsole('/operations/programme');
    const toggle = await screen.findByRole('switch', {
      name: 'Airport Assistant offered (supportAgreement)',
    });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('that needs the programme role'));
  });
});
