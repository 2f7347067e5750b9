import { useSessionStore } from '@portal/shared/stores';
import { fakeApi, ok, renderAt } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readLaneData, writeLaneData } from '../../../../lib/drafts';
import { savedLaneData, UUID } from '../../../../test-support/fixtures';
import { setUpTexts } from '../../../../test-support/setup-i18n';
import { PassengerPage } from '../passenger-page';

const screens = { '/fast-track/passenger': PassengerPage };

const passenger = (number: number) => {
  const group = screen.getByRole('group', { name: `Passenger ${number}` });
  return {
    first: within(group).getByRole('textbox', { name: 'First name' }),
    last: within(group).getByRole('textbox', { name: 'Last name' }),
  };
};

beforeAll(setUpTexts);

beforeEach(() => {
  useSessionStore.getState().setSession('token-1', { firstName: 'Ana', lastName: 'Silva' });
});

describe('/fast-track/passenger', () => {
  it('cannot be reached before step 1 is saved', () => {
    writeLaneData(savedLaneData({ detailsSaved: false, passengersSaved: false, names: [] }));
    const { location } = renderAt('/fast-track/passenger', screens);
    expect(location()).toBe('/fast-track/detail');
  });

  it('asks for Latin letters as on the passport, and focuses the first wrong name', async () => {
    const seen = fakeApi({ '/cip/save-passengers': () => ok({ uuid: UUID }) });
    writeLaneData(savedLaneData({ passengers: 3, names: [], passengersSaved: false }));
    renderAt('/fast-track/passenger', screens);
    const user = userEvent.setup();
    // The cardholder is passenger 1 unless changed.
    expect(passenger(1).first).toHaveValue('Ana');
    expect(passenger(1).last).toHaveValue('Silva');

    await user.type(passenger(2).first, '李');
    await user.type(passenger(2).last, 'Wei');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(passenger(2).first).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the name in Latin letters, as shown on the passport.'),
    );
    expect(passenger(2).first).toHaveFocus();
    expect(passenger(3).first).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(passenger(3).last).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(passenger(2).last).not.toHaveAttribute('aria-invalid');
    expect(seen).toHaveLength(0);

    // After the first try, the message follows the correction.
    await user.clear(passenger(2).first);
    await user.type(passenger(2).first, 'Li');
    expect(passenger(2).first).not.toHaveAttribute('aria-invalid');
  });

  it('saves the names (accents allowed, trimmed) and goes on to the review', async () => {
    const seen = fakeApi({ '/cip/save-passengers': () => ok({ uuid: UUID }) });
    writeLaneData(savedLaneData({ names: [], passengersSaved: false }));
    const { location } = renderAt('/fast-track/passenger', screens);
    const user = userEvent.setup();
    await user.type(passenger(2).first, ' Zoë ');
    await user.type(passenger(2).last, 'Núñez-García');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(location()).toBe('/fast-track/review');
    expect(seen[0]?.body).toEqual({
      uuid: UUID,
      passengers: [
        { firstName: 'Ana', lastName: 'Silva' },
        { firstName: 'Zoë', lastName: 'Núñez-García' },
      ],
    });
    expect(readLaneData()).toMatchObject({
      passengersSaved: true,
      names: [{ firstName: 'Ana' }, { firstName: 'Zoë' }],
    });
  });
});
