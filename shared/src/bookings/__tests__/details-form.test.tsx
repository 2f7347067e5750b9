import type { FlightLeg } from '@portal/shared/contracts/flights';
import { initRemoteTexts } from '@portal/shared/testing';
import { BA117_TO_HEATHROW } from '@portal/shared/testing/flight-fixtures';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DetailsForm, FlightLookup, useDetailsForm } from '../details-form';
import type { FlightSearchResult } from '../flight-search';

type Field = 'pickupTime';
const FLIGHT = { flightNumber: 'BA117', flightDate: '2030-07-15', airlineName: null };
const NOT_LOCATED = /could not be located/;

/** A details step with Transport's texts: `save` and `search` stand for the page's calls. */
function Step({
  save,
  search,
  onForm,
}: {
  save: (confirm: boolean, form: ReturnType<typeof useDetailsForm<Field>>) => Promise<void>;
  search?: () => Promise<FlightSearchResult>;
  onForm?: (form: ReturnType<typeof useDetailsForm<Field>>) => void;
}) {
  const form = useDetailsForm<Field>({
    ns: 'transport',
    idPrefix: 'ts',
    policy: { minHoursAhead: 48, nearDepartureHours: 2 },
    timeFieldId: 'ts-pickup-time',
  });
  onForm?.(form);
  const [leg, setLeg] = useState<FlightLeg | null>(null);
  const find = async () => {
    const found = form.flightFound(await (search ?? (() => new Promise<never>(() => {})))());
    if (found) setLeg(found.leg);
  };
  return (
    <DetailsForm form={form} onSave={(confirm) => save(confirm, form)} submitLabel="Next">
      <FlightLookup form={form} value={FLIGHT} leg={leg} onChange={() => {}} find={find} />
      <input
        id="ts-pickup-time"
        aria-label="Pick-up time"
        aria-invalid={form.errors.pickupTime ? true : undefined}
      />
      <p>{form.errorText('pickupTime')}</p>
    </DetailsForm>
  );
}

beforeAll(() => initRemoteTexts('transport'));

describe('DetailsForm and useDetailsForm', () => {
  it('saves on submit, busy meanwhile, and shows what went wrong', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const save = vi.fn(
      (_confirm: boolean, form: ReturnType<typeof useDetailsForm<Field>>) =>
        form.whileBusy('save', async () => {
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
          form.setFailure('The booking could not be saved.');
        }) as Promise<void>,
    );
    render(<Step save={save} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(save).toHaveBeenCalledWith(false, expect.anything());
    const form = document.querySelector('form');
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(form).toHaveAttribute('novalidate');
    // Sending again while saving does nothing.
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(form).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('alert')).toHaveTextContent('The booking could not be saved.');
  });

  it('translates a field’s error with the service’s lead time, and a change clears it and the failure', async () => {
    let state: ReturnType<typeof useDetailsForm<Field>> | undefined;
    render(<Step save={async () => {}} onForm={(form) => (state = form)} />);
    act(() => {
      state?.setErrors({ pickupTime: 'details.tooSoon', flightNumber: 'common:validation.required' });
      state?.setFailure('Failed.');
    });
    expect(screen.getByText('Please book at least 48 hours before the pick-up.')).toBeInTheDocument();
    act(() => state?.clearErrors(['pickupTime']));
    expect(screen.queryByText(/Please book at least/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it('asks before keeping a time close to departure: keep it saves it confirmed, change it goes to the time', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (confirm: boolean, form: ReturnType<typeof useDetailsForm<Field>>) => {
      if (!confirm) form.setConfirming(true);
    });
    render(<Step save={save} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick-up close to departure' });
    expect(dialog).toHaveTextContent('Your pick-up is less than 2 hours before your flight departs.');
    await user.click(screen.getByRole('button', { name: 'Keep this time' }));
    expect(save).toHaveBeenLastCalledWith(true, expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Change the time' }));
    await waitFor(() => expect(screen.getByLabelText('Pick-up time')).toHaveFocus());
    expect(save).toHaveBeenCalledTimes(3);
  });
});

describe('FlightLookup', () => {
  it('says a flight that is not located at the flight number, and a failure above the form', async () => {
    const user = userEvent.setup();
    const search = vi
      .fn<() => Promise<FlightSearchResult>>()
      .mockResolvedValueOnce({ kind: 'notLocated' })
      .mockResolvedValueOnce({ kind: 'failed', message: 'The flight search is not available.' });
    render(<Step save={async () => {}} search={search} />);
    const number = screen.getByRole('textbox', { name: /^Flight number/ });
    expect(number).toHaveAttribute('id', 'ts-flight-number');
    await user.click(screen.getByRole('button', { name: 'Find flight' }));
    expect(await screen.findByText(NOT_LOCATED)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Find flight' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The flight search is not available.');
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('looks the flight shown up once at a time, and shows the leg found', async () => {
    const user = userEvent.setup();
    let answer: (result: FlightSearchResult) => void = () => {};
    const search = vi.fn(
      () =>
        new Promise<FlightSearchResult>((resolve) => {
          answer = resolve;
        }),
    );
    render(<Step save={async () => {}} search={search} />);
    await user.click(screen.getByRole('button', { name: 'Find flight' }));
    await user.click(screen.getByRole('button', { name: /Find flight/ }));
    expect(search).toHaveBeenCalledTimes(1);
    expect(document.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await act(async () =>
      answer({
        kind: 'found',
        airlineName: 'British Airways',
        leg: BA117_TO_HEATHROW,
      }),
    );
    expect(screen.getByRole('region', { name: /^Flight BA117/ })).toBeInTheDocument();
    expect(document.querySelector('form')).not.toHaveAttribute('aria-busy');
  });
});
